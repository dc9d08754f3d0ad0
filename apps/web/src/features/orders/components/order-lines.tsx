import type { CatalogReference } from '@portal/contracts';
import { memo } from 'react';
import { formatCurrency } from '../../../lib/format.ts';
import { ordersTexts as t } from '../orders-texts.ts';
import type { OrderCheck } from '../utils/order-checks.ts';
import { lineLabel } from '../utils/order-checks.ts';
import type { OrderSummary } from '../utils/order-summary.ts';

type Props = {
  summary: OrderSummary;
  catalog: ReadonlyMap<string, CatalogReference>;
  /** Problems and warnings with a line go beside it. */
  checks: readonly (OrderCheck & { severity: 'problem' | 'warning' })[];
  readOnly: boolean;
  onOpen: (reference: string) => void;
  onRemove: (index: number) => void;
};

/** The order's lines in the order typed, each with its value and, beside it, what is wrong with it. */
export const OrderLines = memo(({ summary, catalog, checks, readOnly, onOpen, onRemove }: Props) => (
  <section className="order-lines card" aria-label={t.lines}>
    <h3>{t.lines}</h3>
    {summary.lines.length === 0 ? (
      <p className="order-hint">{t.noLines}</p>
    ) : (
      <ul>
        {summary.lines.map((line, index) => {
          const label = lineLabel(line.item, catalog);
          const mine = checks.filter((check) => check.line === index);
          return (
            <li
              key={`${line.item.reference}-${line.item.colorCode}-${line.item.size}`}
              className={`order-line${mine.some((check) => check.severity === 'problem') ? ' has-problem' : ''}`}
              data-line={index}
            >
              <button type="button" className="order-line-open" onClick={() => onOpen(line.item.reference)}>
                <span className="order-line-label">{t.lineText(line.item.parts, label)}</span>
                <span className="order-line-value">{formatCurrency(line.netValue)}</span>
              </button>
              {!readOnly && (
                <button
                  type="button"
                  className="order-line-remove"
                  aria-label={`${t.remove} ${label}`}
                  onClick={() => onRemove(index)}
                >
                  <i className="pi pi-times" aria-hidden="true" />
                </button>
              )}
              {mine.map((check) => (
                <p key={`${check.kind}-${check.message}`} className={`order-line-check is-${check.severity}`}>
                  <i
                    className={
                      check.severity === 'problem' ? 'pi pi-times-circle' : 'pi pi-exclamation-triangle'
                    }
                    aria-hidden="true"
                  />
                  {check.message}
                </p>
              ))}
            </li>
          );
        })}
      </ul>
    )}
  </section>
));
OrderLines.displayName = 'OrderLines';
