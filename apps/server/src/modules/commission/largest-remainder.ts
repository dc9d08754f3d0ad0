import type { CommissionCustomer } from '@portal/contracts';
import type { CustomerShare } from './commission.queries.ts';

/**
 * Whole cents for `values` (cents, unrounded) that add up to exactly `target` cents: each value's floor, then the
 * cents still missing go one by one to the largest remainders (ties to the earlier value); a target below the
 * floors takes cents back from the smallest remainders. The screen then shows one number for one total.
 */
export const allocateCents = (values: readonly number[], target: number): number[] => {
  const floors = values.map((value) => Math.floor(value + 1e-9));
  const remainders = values.map((value, index) => value - floors[index]!);
  let missing = Math.round(target) - floors.reduce((sum, value) => sum + value, 0);
  const order = values.map((_, index) => index);
  if (missing > 0) order.sort((a, b) => remainders[b]! - remainders[a]! || a - b);
  else order.sort((a, b) => remainders[a]! - remainders[b]! || a - b);
  const result = [...floors];
  for (let round = 0; missing !== 0 && order.length > 0; round += 1) {
    const index = order[round % order.length]!;
    const step = missing > 0 ? 1 : -1;
    result[index] = result[index]! + step;
    missing -= step;
  }
  return result;
};

/**
 * The customers' table in money, each column allocated by largest remainder to the statement's own totals
 * (docs/domain.md §5.3): Σ Carteira = the forecast's Carteira, Σ A receber + Σ Em atraso = its receivables, so the
 * table's totals and the summary above it are the same numbers. Rows that come to 0,00 are left out.
 */
export const customersToTotals = (
  shares: readonly CustomerShare[],
  totals: { carteira: number; receivables: number; overdue: number },
): CommissionCustomer[] => {
  const cents = (value: number) => Math.round(value * 100);
  const carteira = allocateCents(
    shares.map((share) => share.carteira),
    cents(totals.carteira),
  );
  const receivables = allocateCents(
    shares.map((share) => share.receivables),
    cents(totals.receivables),
  );
  const overdue = allocateCents(
    shares.map((share) => share.overdue),
    cents(totals.overdue),
  );
  return shares
    .map((share, index) => {
      const parts = [carteira[index]!, receivables[index]!, overdue[index]!];
      return {
        register: share.register,
        name: share.name,
        representativeId: share.representativeId,
        toBeInvoicedValue: parts[0]! / 100,
        receivables: parts[1]! / 100,
        overdue: parts[2]! / 100,
        total: (parts[0]! + parts[1]! + parts[2]!) / 100,
      };
    })
    .filter((customer) => customer.total !== 0);
};
