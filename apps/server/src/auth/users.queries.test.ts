import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { currentDataVersion } from '../db/data-version.queries.ts';
import { databaseKinds, openTestDatabase } from '../testing/test-database.ts';
import { findRequestUser } from './users.queries.ts';

// The one query every authenticated call makes (plugins/authenticate.ts): the user row, a supervisor's team, and the data
// version the answer cache keys on, in one round trip.
describe.each(databaseKinds)('request user on %s', (kind) => {
  it('reads the row, the team of a supervisor and, when asked, the data version', async () => {
    const handle = await openTestDatabase(kind);
    try {
      await sql`insert into supervisors (id, name) values (1, 'Ana'), (2, 'Bruno')`.execute(handle.db);
      await sql`insert into representatives (id, name, supervisor_id, commission_rate)
                values (7, 'Rep 7', 1, 3), (3, 'Rep 3', 1, 3), (5, 'Rep 5', 2, 3)`.execute(handle.db);
      await sql`insert into users (username, password_hash, representative_id, supervisor_id, token_version)
                values ('SUP1', 'x', 0, 1, 4), ('REP5', 'x', 5, null, 0)`.execute(handle.db);
      const { rows } = await sql<{ id: number; username: string }>`select id, username from users`.execute(
        handle.db,
      );
      const idOf = (username: string): number => rows.find((row) => row.username === username)?.id ?? -1;

      const supervisor = await findRequestUser(handle.db, idOf('SUP1'), { withDataVersion: true });
      expect(supervisor).toMatchObject({
        username: 'SUP1',
        representativeId: 0,
        supervisorId: 1,
        active: true,
        tokenVersion: 4,
        team: [3, 7],
        dataVersion: await currentDataVersion(handle.db),
      });

      const rep = await findRequestUser(handle.db, idOf('REP5'), { withDataVersion: false });
      expect(rep).toMatchObject({ username: 'REP5', representativeId: 5, supervisorId: null, team: [] });
      expect(rep?.dataVersion).toBeNull();

      expect(await findRequestUser(handle.db, 999_999, { withDataVersion: true })).toBeUndefined();
    } finally {
      await handle.close();
    }
  });
});
