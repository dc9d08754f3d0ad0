import type { CommissionStatementAnswer } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { addMonths, monthOf } from '../../domain/months/month.ts';
import {
  customerCommissions,
  entriesOfMonth,
  forecastBuckets,
  labelBuckets,
  lostOrders,
  lostReceivables,
  lostTotals,
  realisedTotals,
} from './commission.queries.ts';
import { customersToTotals } from './largest-remainder.ts';

/**
 * The whole statement (docs/domain.md §5.3, decision 072) for the reps read: the month `date` names (today's when
 * absent) for the realised entries; today for the forecast, the lost window and the customers. Its reads run at once.
 */
export const commissionStatementOf = async (
  db: Kysely<Database>,
  filter: { reps: number[] | null; today: string; date?: string | undefined },
): Promise<CommissionStatementAnswer> => {
  const { reps, today } = filter;
  const month = monthOf(filter.date ?? today);
  const inMonth = { reps, first: month.first, last: month.last };
  const asOfToday = { reps, today };
  const [entries, realised, forecast, orders, receivables, lost, customers] = await Promise.all([
    entriesOfMonth(db, inMonth),
    realisedTotals(db, inMonth),
    forecastBuckets(db, asOfToday),
    lostOrders(db, asOfToday),
    lostReceivables(db, asOfToday),
    lostTotals(db, asOfToday),
    customerCommissions(db, asOfToday),
  ]);
  const months = [0, 1, 2, 3, 4, 5].map((offset) => addMonths(today, offset).slice(0, 7));
  // Bucket 0 is the overdue one (forecastBuckets).
  const overdue = forecast.buckets.find((bucket) => bucket.idx === 0)?.receivables ?? 0;
  return {
    month: month.first.slice(0, 7),
    today,
    realised: { entries, ...realised },
    forecast: { ...forecast, buckets: labelBuckets(forecast.buckets, months) },
    lost: { ...lost, orders, receivables },
    customers: customersToTotals(customers, {
      carteira: forecast.toBeInvoicedValue,
      receivables: Math.round((forecast.receivables - overdue) * 100) / 100,
      overdue,
    }),
  };
};
