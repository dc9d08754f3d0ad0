import { memo } from 'react';
import { formatCurrency } from '../../../lib/format.ts';
import { ordersTexts as t } from '../orders-texts.ts';
import type { OrderCheck } from '../utils/order-checks.ts';
import type { DraftItem } from '../utils/order-draft.ts';

export type LineCheck = OrderCheck & { severity: 'problem' | 'warning' };
export type LineCell = Omit<DraftItem, 'parts'>;

type Props = {
  index: number;
  reference: string;
  colorCode: string | null;
  size: string | null;
  label: string;
  parts: number;
  netValue: number;
  checks: readonly LineCheck[];
  readOnly: boolean;
  onOpen: (reference: string) => void;
  onRemove: (cell: LineCell) => void;
};

/**
 * One line of the order with its value and, beside it, what is wrong with it. Kept by its figures: the summary makes
 * every line anew on each change, and a tap changes one of them.
 */
export const OrderLine = memo(
  ({
    index,
    reference,
    colorCode,
    size,
    label,
    parts,
    netValue,
    checks,
    readOnly,
    onOpen,
    onRemove,
  }: Props) => (
    <li
      className={`order-line${checks.some((check) => check.severity === 'problem') ? ' has-problem' : ''}`}
      data-line={index}
    >
      <button type="button" className="order-line-open" onClick={() => onOpen(reference)}>
        <span className="order-line-label">{t.lineText(parts, label)}</span>
        <span className="order-line-value">{formatCurrency(netValue)}</span>
      </button>
      {!readOnly && (
        <button
          type="button"
          className="order-line-remove"
          aria-label={`${t.remove} ${label}`}
          onClick={() => onRemove({ reference, colorCode, size })}
        >
          <i className="pi pi-times" aria-hidden="true" />
        </button>
      )}
      {checks.map((check) => (
        <p key={`${check.kind}-${check.message}`} className={`order-line-check is-${check.severity}`}>
          <i
            className={check.severity === 'problem' ? 'pi pi-times-circle' : 'pi pi-exclamation-triangle'}
            aria-hidden="true"
          />
          {check.message}
        </p>
      ))}
    </li>
  ),
);
OrderLine.displayName = 'OrderLine';
