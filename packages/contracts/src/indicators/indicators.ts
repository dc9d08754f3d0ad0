import { z } from 'zod';
import {
  codeItem,
  commaList,
  count,
  defineCall,
  inputDate,
  isoDate,
  MAX_DB_INT,
  money,
  representativeIdParam,
} from '../common.ts';

// Indicadores (docs/product.md §2.5, §7; docs/domain.md §3). Every call reads the reps of the caller's scope, narrowed by
// representativeId and supervisorId; `date` picks the month that contains it.

/** A required `date` (any day of the month to read). */
export const monthDate = z.string({ error: 'Informe a data (AAAA-MM-DD)' }).pipe(inputDate);

/** A supervisor id as it travels in a query string: absent, empty, "null" or 0 means "no supervisor filter". */
export const supervisorIdParam = z.preprocess(
  (value) => (value === '' || value === 'null' || value === 'undefined' ? undefined : value),
  z.coerce
    .number({ error: 'Supervisor inválido' })
    .int('Supervisor inválido')
    .min(0, 'Supervisor inválido')
    .max(MAX_DB_INT, 'Supervisor inválido')
    .optional(),
);

export const quotaArticlesParam = commaList(codeItem);

/** The rep and the one supervisor a team-wide read is narrowed to. */
export const teamScopeFields = { representativeId: representativeIdParam, supervisorId: supervisorIdParam };

/** The team scope and the quota articles an indicator is narrowed to. */
export const indicatorScopeFields = { ...teamScopeFields, quotaArticles: quotaArticlesParam };

/** goal-sales, goal-sales-period, goal-revenues, collection (potential). */
export const indicatorMonthQuery = z.object({ date: monthDate, ...indicatorScopeFields });
export type IndicatorMonthQuery = z.infer<typeof indicatorMonthQuery>;

/** wallet/get-by: open orders regardless of dates. */
export const walletSummaryQuery = z.object(indicatorScopeFields);
export type WalletSummaryQuery = z.infer<typeof walletSummaryQuery>;

export const commissionQuery = z.object({ date: monthDate, ...teamScopeFields });
export type CommissionQuery = z.infer<typeof commissionQuery>;

export const nonPaymentQuery = z.object({ representativeId: representativeIdParam });
export type NonPaymentQuery = z.infer<typeof nonPaymentQuery>;

export const servedQuery = z.object({
  date: monthDate,
  representativeId: representativeIdParam,
  quotaArticles: quotaArticlesParam,
});
export type ServedQuery = z.infer<typeof servedQuery>;

/** One quota article of the month. representativeId/supervisorId: the one rep (supervisor) read, 0 for several. */
export const goalSalesItem = z.object({
  sales: money,
  goal: money,
  articleDescription: z.string(),
  supervisorId: count,
  representativeId: count,
  quotaArticle: z.string(),
});
export type GoalSalesItem = z.infer<typeof goalSalesItem>;
export const goalSalesAnswer = z.array(goalSalesItem);

/** One week (the Monday that starts it) of the 12 months ending with the month asked. */
export const goalSalesPoint = z.object({ week: isoDate, goal: money, sales: money });
export type GoalSalesPoint = z.infer<typeof goalSalesPoint>;
export const goalSalesPeriodAnswer = z.array(goalSalesPoint);

export const goalRevenuesAnswer = z.object({ revenues: money });
export type GoalRevenuesAnswer = z.infer<typeof goalRevenuesAnswer>;

export const walletSummaryAnswer = z.object({
  open: money,
  blocked: money,
  expedition: money,
  canceled: money,
});
export type WalletSummaryAnswer = z.infer<typeof walletSummaryAnswer>;

export const commissionAnswer = z.object({ credit: money, debit: money, order: money, duplicate: money });
export type CommissionAnswer = z.infer<typeof commissionAnswer>;

export const potentialAnswer = z.object({
  releasedCredit: money,
  nrCliRelCred: count,
  insufficientCredit: money,
  nrCliInsCred: count,
  suspendedCredit: money,
  nrCliSusCred: count,
  withoutCredit: money,
  nrCliWithoutCred: count,
  debitBalance: money,
  nrCliDebBalance: count,
});
export type PotentialAnswer = z.infer<typeof potentialAnswer>;

export const nonPaymentYear = z.object({ year: count, balance: money, saldo: money, percentage: z.number() });
export type NonPaymentYear = z.infer<typeof nonPaymentYear>;
/** first = the current year, second = the year before. */
export const nonPaymentAnswer = z.object({ first: nonPaymentYear, second: nonPaymentYear });
export type NonPaymentAnswer = z.infer<typeof nonPaymentAnswer>;

export const servedAnswer = z.object({
  served: count,
  unservedDefaulter: count,
  unservedNonDefaulter: count,
});
export type ServedAnswer = z.infer<typeof servedAnswer>;

export const goalSalesCall = defineCall({
  method: 'GET',
  url: '/api/v1/goal-sales/get-by',
  query: indicatorMonthQuery,
  answer: goalSalesAnswer,
});
export const goalSalesPeriodCall = defineCall({
  method: 'GET',
  url: '/api/v1/goal-sales-period/get-by',
  query: indicatorMonthQuery,
  answer: goalSalesPeriodAnswer,
});
export const goalRevenuesCall = defineCall({
  method: 'GET',
  url: '/api/v1/goal-revenues/get-by',
  query: indicatorMonthQuery,
  answer: goalRevenuesAnswer,
});
export const walletSummaryCall = defineCall({
  method: 'GET',
  url: '/api/v1/wallet/get-by',
  query: walletSummaryQuery,
  answer: walletSummaryAnswer,
});
export const commissionCall = defineCall({
  method: 'GET',
  url: '/api/v1/commission/get-by',
  query: commissionQuery,
  answer: commissionAnswer,
});
export const potentialCall = defineCall({
  method: 'GET',
  url: '/api/v1/collection/get-by',
  query: indicatorMonthQuery,
  answer: potentialAnswer,
});
export const nonPaymentCall = defineCall({
  method: 'GET',
  url: '/api/v1/non-payment/get-by',
  query: nonPaymentQuery,
  answer: nonPaymentAnswer,
});
export const servedCall = defineCall({
  method: 'GET',
  url: '/api/v1/customer/served',
  query: servedQuery,
  answer: servedAnswer,
});
