import type { CatalogReference } from '@portal/contracts';
import { memo, useMemo } from 'react';
import { ordersTexts as t } from '../orders-texts.ts';
import { lineLabel } from '../utils/order-checks.ts';
import type { OrderSummary } from '../utils/order-summary.ts';
import { OrderLine, type LineCell, type LineCheck } from './order-line.tsx';

type Props = {
  summary: OrderSummary;
  catalog: ReadonlyMap<string, CatalogReference>;
  /** Problems and warnings with a line go beside it. */
  checks: readonly LineCheck[];
  readOnly: boolean;
  onOpen: (reference: string) => void;
  onRemove: (cell: LineCell) => void;
};

const NO_CHECKS: readonly LineCheck[] = [];

/** The order's lines in the order typed, each with its value and, beside it, what is wrong with it. */
export const OrderLines = memo(({ summary, catalog, checks, readOnly, onOpen, onRemove }: Props) => {
  const checksByLine = useMemo(() => {
    const byLine = new Map<number, LineCheck[]>();
    for (const check of checks)
      if (check.line !== null) byLine.set(check.line, [...(byLine.get(check.line) ?? []), check]);
    return byLine;
  }, [checks]);
  return (
    <section className="order-lines card" aria-label={t.lines}>
      <h3>{t.lines}</h3>
      {summary.lines.length === 0 ? (
        <p className="order-hint">{t.noLines}</p>
      ) : (
        <ul>
          {summary.lines.map(({ item, netValue }, index) => (
            <OrderLine
              key={`${item.reference}-${item.colorCode}-${item.size}`}
              index={index}
              reference={item.reference}
              colorCode={item.colorCode}
              size={item.size}
              label={lineLabel(item, catalog)}
              parts={item.parts}
              netValue={netValue}
              checks={checksByLine.get(index) ?? NO_CHECKS}
              readOnly={readOnly}
              onOpen={onOpen}
              onRemove={onRemove}
            />
          ))}
        </ul>
      )}
    </section>
  );
});
OrderLines.displayName = 'OrderLines';
