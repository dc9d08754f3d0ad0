import type { OrderContextAnswer } from '@portal/contracts';
import { memo } from 'react';
import { formatPercent } from '../../../lib/format.ts';
import { ordersTexts as t } from '../orders-texts.ts';
import type { LocalOrder } from '../utils/order-draft.ts';
import { conditionLabel } from '../utils/order-terms.ts';

export type FieldsPatch = Partial<
  Pick<
    LocalOrder,
    | 'paymentDays'
    | 'paymentConditionCode'
    | 'freightType'
    | 'carrierCode'
    | 'deliveryDate'
    | 'discountPercent'
    | 'note'
  >
>;

type Props = {
  order: LocalOrder;
  maxDiscount: number | null;
  today: string;
  readOnly: boolean;
  /** The company's conditions and carriers for this customer (docs/domain.md §8.1); null before the context. */
  terms?: OrderContextAnswer['terms'] | null;
  /** The order's net total as the device sees it: the picker names each condition's installments of it. */
  netTotal?: number;
  onChange: (patch: FieldsPatch) => void;
  /**
   * The server's last evaluation found the discount above every approver's maximum (docs/domain.md §8.2): with
   * approval on, only the server knows the approvers' maximums.
   */
  discountRefused?: boolean;
};

/** What a discount above the rep's maximum leads to, said at the field as it is typed; null within the maximum. */
export const discountNote = (
  discount: number,
  maxDiscount: number | null,
  approvalOn: boolean,
  refused: boolean,
): string | null => {
  if (maxDiscount === null || discount <= maxDiscount) return null;
  const max = formatPercent(maxDiscount);
  if (!approvalOn) return t.discountAboveMax(max);
  return refused ? t.discountAboveApprovers : t.discountToApproval(max);
};

const numberFrom = (text: string, max: number, decimals = 0): number => {
  const clean = text.replace(',', '.').replace(/[^\d.]/g, '');
  const value = Number(clean);
  if (!Number.isFinite(value)) return 0;
  const factor = 10 ** decimals;
  return Math.min(max, Math.round(value * factor) / factor);
};

type ChoiceProps = {
  id: string;
  label: string;
  /** The first option, for no choice. */
  none: string;
  options: { value: string; label: string }[];
  value: string | null | undefined;
  disabled: boolean;
  onChange: (value: string | undefined) => void;
  className?: string;
};

/** A labelled list of the company's choices, the empty one first. */
const ChoiceField = ({ id, label, none, options, value, disabled, onChange, className }: ChoiceProps) => (
  <div className={className ?? 'order-field'}>
    <label htmlFor={id}>{label}</label>
    <select
      id={id}
      value={value ?? ''}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value || undefined)}
    >
      <option value="">{none}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  </div>
);

const freightTypes = (['CIF', 'FOB'] as const).map((value) => ({ value, label: t.freightTypes[value] }));

/**
 * Payment days or the company's condition, freight and carrier (docs/domain.md §8.2), delivery date, discount (up to
 * the rep's maximum) and note (docs/domain.md §6).
 */
export const OrderFields = memo(
  ({
    order,
    maxDiscount,
    today,
    readOnly,
    terms = null,
    netTotal = 0,
    onChange,
    discountRefused = false,
  }: Props) => {
    const note = discountNote(
      order.discountPercent,
      maxDiscount,
      terms?.approvalOn ?? false,
      discountRefused,
    );
    return (
      <section className="order-fields card" aria-label={t.summary}>
        {terms && terms.paymentConditions.length > 0 ? (
          <ChoiceField
            id="order-payment-condition"
            className="order-field order-field-note"
            label={t.paymentCondition}
            none={t.chooseCondition}
            options={terms.paymentConditions.map((condition) => ({
              value: condition.code,
              label: conditionLabel(condition, netTotal),
            }))}
            value={order.paymentConditionCode}
            disabled={readOnly}
            onChange={(paymentConditionCode) => onChange({ paymentConditionCode })}
          />
        ) : (
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
        )}
        {terms && terms.carriers.length > 0 && (
          <>
            <ChoiceField
              id="order-freight"
              label={t.freight}
              none={t.freightNone}
              options={freightTypes}
              value={order.freightType}
              disabled={readOnly}
              onChange={(freightType) => onChange({ freightType: freightType as LocalOrder['freightType'] })}
            />
            <ChoiceField
              id="order-carrier"
              label={t.carrier}
              none={t.carrierNone}
              options={terms.carriers.map((carrier) => ({ value: carrier.code, label: carrier.name }))}
              value={order.carrierCode}
              disabled={readOnly}
              onChange={(carrierCode) => onChange({ carrierCode })}
            />
          </>
        )}
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
            aria-invalid={note !== null || undefined}
            aria-describedby="order-discount-note"
            onChange={(event) => onChange({ discountPercent: numberFrom(event.target.value, 100, 2) })}
          />
          <p id="order-discount-note" className="order-field-note-text" role="status" aria-live="polite">
            {note ?? ''}
          </p>
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
    );
  },
);
OrderFields.displayName = 'OrderFields';
