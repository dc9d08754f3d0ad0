import { memo } from 'react';
import { formatPercent } from '../../../lib/format.ts';
import { ordersTexts as t } from '../orders-texts.ts';
import type { LocalOrder } from '../utils/order-draft.ts';

type Props = {
  order: LocalOrder;
  maxDiscount: number | null;
  today: string;
  readOnly: boolean;
  onChange: (
    patch: Partial<Pick<LocalOrder, 'paymentDays' | 'deliveryDate' | 'discountPercent' | 'note'>>,
  ) => void;
};

const numberFrom = (text: string, max: number, decimals = 0): number => {
  const clean = text.replace(',', '.').replace(/[^\d.]/g, '');
  const value = Number(clean);
  if (!Number.isFinite(value)) return 0;
  const factor = 10 ** decimals;
  return Math.min(max, Math.round(value * factor) / factor);
};

/** Payment days, delivery date, discount (up to the rep's maximum) and note (docs/domain.md §6). */
export const OrderFields = memo(({ order, maxDiscount, today, readOnly, onChange }: Props) => (
  <section className="order-fields card" aria-label={t.summary}>
    <div className="order-field">
      <label htmlFor="order-payment-days">{t.paymentDays}</label>
      <input
        id="order-payment-days"
        type="text"
        inputMode="numeric"
        value={String(order.paymentDays)}
        readOnly={readOnly}
        onChange={(event) => onChange({ paymentDays: numberFrom(event.target.value, 360) })}
      />
    </div>
    <div className="order-field">
      <label htmlFor="order-delivery">{t.deliveryDate}</label>
      <input
        id="order-delivery"
        type="date"
        min={today}
        value={order.deliveryDate ?? ''}
        readOnly={readOnly}
        onChange={(event) => onChange({ deliveryDate: event.target.value || undefined })}
      />
    </div>
    <div className="order-field">
      <label htmlFor="order-discount">{t.discountPercent(formatPercent(maxDiscount ?? 0))}</label>
      <input
        id="order-discount"
        type="text"
        inputMode="decimal"
        defaultValue={order.discountPercent === 0 ? '' : String(order.discountPercent).replace('.', ',')}
        placeholder="0"
        readOnly={readOnly}
        onChange={(event) => onChange({ discountPercent: numberFrom(event.target.value, 100, 2) })}
      />
    </div>
    <div className="order-field order-field-note">
      <label htmlFor="order-note">{t.note}</label>
      <textarea
        id="order-note"
        maxLength={500}
        rows={2}
        value={order.note}
        readOnly={readOnly}
        onChange={(event) => onChange({ note: event.target.value })}
      />
    </div>
  </section>
));
OrderFields.displayName = 'OrderFields';
