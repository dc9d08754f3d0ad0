import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomersFixtureApp, type CustomersFixtureApp } from '../testing/customers-fixture.ts';
import { databaseKinds } from '../testing/test-database.ts';
import { importFolder } from './import-folder.ts';

// users.csv sets a password only when it brings a different one than last time (docs/decisions/214): a password
// reset in Administração survives the nightly file that still brings the old one.

describe.each(databaseKinds)("users.csv's passwords on %s", (kind) => {
  let t: CustomersFixtureApp;
  let folder: string;
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'portal-file-passwords-'));
    t = await buildCustomersFixtureApp(kind);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const importUsers = async (...lines: string[]) => {
    writeFileSync(
      join(folder, 'users.csv'),
      ['username,password,representative_id,supervisor_id', ...lines, ''].join('\n'),
    );
    const result = await importFolder(t.handle, folder);
    expect(result.ok ? [] : result.problems).toEqual([]);
  };
  const signIn = async (username: string, password: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username, password },
        remoteAddress: '198.51.100.21',
      })
    ).statusCode;
  const resetInPortal = async (username: string, password: string) => {
    const user = (await t.handle.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirstOrThrow()) as { id: number };
    const answer = await t.send('PUT', `/api/v1/users/${user.id}`, { password }, 'ADMIN');
    expect(answer.status).toBe(200);
  };

  it("keeps the portal's password until the file brings a different one", async () => {
    await importUsers('BRUNO,P1-BRUNO,11,');
    expect(await signIn('BRUNO', 'P1-BRUNO')).toBe(200);

    await resetInPortal('BRUNO', 'P2-BRUNO');
    expect(await signIn('BRUNO', 'P2-BRUNO')).toBe(200);

    // The same file again (as every night): the portal's password stays.
    await importUsers('BRUNO,P1-BRUNO,11,');
    expect(await signIn('BRUNO', 'P2-BRUNO')).toBe(200);
    expect(await signIn('BRUNO', 'P1-BRUNO')).toBe(401);

    // The ERP changes it: the file's new password wins.
    await importUsers('BRUNO,P3-BRUNO,11,');
    expect(await signIn('BRUNO', 'P3-BRUNO')).toBe(200);
    expect(await signIn('BRUNO', 'P2-BRUNO')).toBe(401);
  });

  it('remembers what a first load brought, and gives a new user its password', async () => {
    // ANA came with the fixture's first load (SENHA-ANA).
    await resetInPortal('ANA', 'NOVA-ANA');
    await importUsers('ANA,SENHA-ANA,10,', 'DAVI,SENHA-DAVI,10,');
    expect(await signIn('ANA', 'NOVA-ANA')).toBe(200);
    expect(await signIn('DAVI', 'SENHA-DAVI')).toBe(200);
  });

  it('keeps digests only, never the plain password, and not the login hash', async () => {
    const rows = await t.handle.db
      .selectFrom('user_file_passwords')
      .innerJoin('users', 'users.id', 'user_file_passwords.user_id')
      .select(['users.username', 'users.password_hash', 'user_file_passwords.digest'])
      .execute();
    expect(rows.map((row) => row.username).sort()).toEqual(
      ['ADMIN', 'ANA', 'BRUNO', 'CARLA', 'DAVI', 'SUPNORTE'].sort(),
    );
    for (const row of rows) {
      expect(row.digest).toMatch(/^sha256\$/);
      expect(row.digest).not.toBe(row.password_hash);
      expect(row.digest).not.toContain('SENHA');
    }
  });
});
