import { isoDate, teamMonthBoardCall, type TeamMonthBoardQuery } from '@portal/contracts';
import { z } from 'zod';
import { snapMonth } from '../../../lib/dates.ts';
import { chosenRepresentative } from '../../../components/report-page/query-values.ts';

/** Filters of Equipe as they live in the URL: Mês e Ano, and the Supervisor for users who see several teams. */
export const teamFiltersSchema = teamMonthBoardCall.query.extend({ date: isoDate });
export type TeamFilters = z.infer<typeof teamFiltersSchema>;

/** The current month, every team of the user. */
export const defaultTeamFilters = (today: Date = new Date()): TeamFilters => ({
  representativeId: undefined,
  date: snapMonth(today, 'start'),
  supervisorId: undefined,
});

export const teamQuery = (filters: TeamFilters): TeamMonthBoardQuery => ({
  date: filters.date,
  representativeId: chosenRepresentative(filters),
  supervisorId: filters.supervisorId && filters.supervisorId > 0 ? filters.supervisorId : undefined,
});
