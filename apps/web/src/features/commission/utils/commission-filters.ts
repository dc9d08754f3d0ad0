import { commissionStatementCall, isoDate, type CommissionStatementQuery } from '@portal/contracts';
import { z } from 'zod';
import { chosenRepresentative } from '../../../components/report-page/query-values.ts';
import { snapMonth } from '../../../lib/dates.ts';

/** The filters of Comissão as they live in the URL: Representante and Mês e Ano, as on Indicadores. */
export const commissionFiltersSchema = commissionStatementCall.query
  .pick({ representativeId: true })
  .extend({ date: isoDate });
export type CommissionFilters = z.infer<typeof commissionFiltersSchema>;

/** Mês e Ano defaults to the current month, its first day (as Indicadores). */
export const defaultCommissionFilters = (today: Date = new Date()): CommissionFilters => ({
  representativeId: undefined,
  date: snapMonth(today, 'start'),
});

export const commissionQueryOf = (filters: CommissionFilters): CommissionStatementQuery => ({
  date: filters.date,
  representativeId: chosenRepresentative(filters),
  supervisorId: undefined,
});
