import { commissionStatementOf } from '../../apps/server/src/modules/commission/commission.ts';
import type { BenchCall, BenchContext } from './calls.ts';

/** Comissão (docs/domain.md §5.3): one rep's statement for today's month, as the /commission screen asks it. */
export const commissionStatementCalls = ({ today }: BenchContext): BenchCall[] => [
  {
    name: 'commission/statement',
    url: (rep) => `/api/v1/commission/statement?date=${today}&representativeId=${rep}`,
    bare: (db, rep) => commissionStatementOf(db, { reps: [rep], today, date: today }),
  },
];
