import { Fragment, type ReactNode } from 'react';

/** "R$ 1.234,56" and "-R$ 10,00" as formatCurrency writes them (plain spaces). */
const MONEY = /-?R\$ [\d.]+(?:,\d+)?/g;

/**
 * A text whose amounts never break inside: a line may wrap before "R$", never between it and its number. The text
 * itself is unchanged (tests, copy and screen readers read the same words).
 */
export const MoneyText = ({ text }: { text: string }): ReactNode => {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(MONEY)) {
    const at = match.index;
    if (at > last) parts.push(<Fragment key={`t${last}`}>{text.slice(last, at)}</Fragment>);
    parts.push(
      <span key={`m${at}`} className="money">
        {match[0]}
      </span>,
    );
    last = at + match[0].length;
  }
  if (last < text.length) parts.push(<Fragment key={`t${last}`}>{text.slice(last)}</Fragment>);
  return <>{parts}</>;
};
