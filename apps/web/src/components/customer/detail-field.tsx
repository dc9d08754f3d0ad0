import './customer.css';
import type { ReactNode } from 'react';
import { NO_INFO, type Tone } from './customer-display.ts';

type Props = {
  label: string;
  /** Text to show; empty shows "Sem informação". */
  value?: string | null;
  /** Makes the value a link (tel:, wa.me, mailto:). */
  href?: string | null;
  /** Coloured pill around the value (Última Compra). */
  tone?: Tone;
  /** Label in red (Títulos em Atraso above 0). */
  alert?: boolean;
  /** Custom content instead of `value`. */
  children?: ReactNode;
  wide?: boolean;
};

export const DetailField = ({ label, value, href, tone, alert, children, wide }: Props) => {
  const text = value === null || value === undefined || value.trim() === '' ? NO_INFO : value;
  const empty = text === NO_INFO && !children;
  const content =
    children ??
    (href && !empty ? (
      <a
        href={href}
        target={href.startsWith('http') ? '_blank' : undefined}
        rel={href.startsWith('http') ? 'noopener noreferrer' : undefined}
      >
        {text}
      </a>
    ) : (
      text
    ));
  const classes = ['detail-field', wide ? 'detail-wide' : '', alert ? 'detail-alert' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes} data-label={label}>
      <dt>{label}</dt>
      <dd className={empty ? 'detail-empty' : undefined}>
        {tone ? (
          <span className={`tone tone-${tone}`} data-tone={tone}>
            {content}
          </span>
        ) : (
          content
        )}
      </dd>
    </div>
  );
};
