import type { Kysely } from 'kysely';
import type { Database } from '../../apps/server/src/db/database.ts';
import { teamBoardOfMonth } from '../../apps/server/src/domain/team/team-board.queries.ts';
import type { BenchCall, BenchContext } from './calls.ts';

/**
 * Equipe (docs/domain.md §5.4): the board of today's month as the /team screen asks it, for a rep (their own row),
 * for the rep's supervisor (the team) and for the administrator (every rep of the company).
 */
export const teamBoardCalls = async ({
  today,
  db,
}: BenchContext & { db: Kysely<Database> }): Promise<BenchCall[]> => {
  const reps = await db.selectFrom('representatives').select(['id', 'supervisor_id']).execute();
  const teamOf = (rep: number) => {
    const supervisor = reps.find((row) => row.id === rep)?.supervisor_id ?? null;
    return reps.filter((row) => row.supervisor_id === supervisor).map((row) => row.id);
  };
  const url = `/api/v1/team/board?date=${today}`;
  return [
    {
      name: 'team/board (rep)',
      url: () => url,
      bare: (readDb, rep) => teamBoardOfMonth(readDb, { reps: [rep], today, date: today }),
    },
    {
      name: 'team/board (supervisor)',
      as: 'supervisor',
      url: () => url,
      bare: (readDb, rep) => teamBoardOfMonth(readDb, { reps: teamOf(rep), today, date: today }),
    },
    {
      name: 'team/board (admin)',
      as: 'admin',
      url: () => url,
      bare: (readDb) => teamBoardOfMonth(readDb, { reps: null, today, date: today }),
    },
  ];
};
