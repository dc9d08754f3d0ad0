import type { OrderPaymentCondition } from '@portal/contracts';
import { formatCurrency } from '../../../lib/format.ts';

// The order's terms on the device (docs/domain.md §8.2): how the picker names each condition. The server's evaluation
// (installments to the cent, the surcharge per unit price) stays the judge.

/** "+2,5 %", "−3 %", '' for none. */
export const surchargeText = (percent: number): string => {
  if (percent === 0) return '';
  const digits = Number.isInteger(percent) ? 0 : Number.isInteger(percent * 10) ? 1 : 2;
  const number = Math.abs(percent).toFixed(digits).replace('.', ',');
  return `${percent > 0 ? '+' : '−'}${number} %`;
};

/** "30/60/90 dias", "à vista". */
export const daysText = (installments: string): string =>
  installments === '0' ? 'à vista' : `${installments} dias`;

/**
 * "3× R$ 361,23 — 30/60/90 dias, +2,5 %": the installments of `netTotal` with the condition's surcharge (each the
 * total ÷ n, to the cent), its days and the surcharge.
 */
export const conditionLabel = (condition: OrderPaymentCondition, netTotal: number): string => {
  const count = condition.installments.split('/').length;
  const cents = Math.round(netTotal * (1 + condition.surchargePercent / 100) * 100);
  const each = Math.round(cents / count) / 100;
  const surcharge = surchargeText(condition.surchargePercent);
  return `${count}× ${formatCurrency(each)} — ${daysText(condition.installments)}${surcharge ? `, ${surcharge}` : ''}`;
};

export type DeviceInstallment = { number: number; days: number; dueDate: string; value: number };

const plusDays = (isoDate: string, days: number): string => {
  const [year, month, day] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + days));
  return date.toISOString().slice(0, 10);
};

/**
 * The installments as the server makes them (docs/domain.md §8.2), so the summary shows them offline: one per day
 * of the condition, due `today` + days, each the net total ÷ n truncated to the cent, the first adding what is left.
 */
export const installmentsOf = (
  condition: Pick<OrderPaymentCondition, 'installments'>,
  netTotal: number,
  today: string,
): DeviceInstallment[] => {
  const days = condition.installments.split('/').map(Number);
  const cents = Math.round(netTotal * 100);
  const each = Math.trunc(cents / days.length);
  const rest = cents - each * days.length;
  return days.map((day, index) => ({
    number: index + 1,
    days: day,
    dueDate: plusDays(today, day),
    value: (each + (index === 0 ? rest : 0)) / 100,
  }));
};
