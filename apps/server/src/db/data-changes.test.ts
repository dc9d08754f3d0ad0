import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { startTcpProxy } from '../testing/tcp-proxy.ts';
import { databaseKinds, openTestDatabase, testDatabaseUrl } from '../testing/test-database.ts';
import { openDatabase, type DatabaseHandle } from './connect.ts';
import { watchDataChanges, type DataChangeListener } from './data-changes.ts';
import { sharedFixture } from '../testing/shared-fixture.ts';

/** A listener that records what it was told. */
const recorder = () => {
  const told: string[] = [];
  const listener: DataChangeListener = {
    changed: () => told.push('changed'),
    watching: (on) => told.push(on ? 'watching' : 'not watching'),
  };
  return { told, listener, count: (what: string) => told.filter((item) => item === what).length };
};

const moveDataVersion = (handle: DatabaseHandle) =>
  sql`update supervisors set name = name where id = -1`.execute(handle.db);

describe.each(databaseKinds)('data-change notices on %s', (kind) => {
  const handle = sharedFixture(() => openTestDatabase(kind));

  it('tells of each committed write that moves the data version, once per transaction, and not of reads', async () => {
    const { told, listener, count } = recorder();
    const watch = await watchDataChanges(handle, listener);
    try {
      await expect.poll(() => count('watching')).toBe(1);
      await moveDataVersion(handle);
      await expect.poll(() => count('changed')).toBe(1);
      await handle.db.transaction().execute(async (trx) => {
        await sql`update supervisors set name = name where id = -1`.execute(trx);
        await sql`update representatives set name = name where id = -1`.execute(trx);
        await sql`update users set active = active where id = -1`.execute(trx);
      });
      await expect.poll(() => count('changed')).toBe(2);
      await handle.db.selectFrom('users').selectAll().execute();
      // A write after the read: its notice arriving third proves the read sent none.
      await moveDataVersion(handle);
      await expect.poll(() => count('changed')).toBe(3);
      expect(told).toEqual(['watching', 'changed', 'changed', 'changed']);
    } finally {
      await watch.stop();
    }
    expect(told.at(-1)).toBe('not watching');
  });

  it('tells nothing of a transaction rolled back', async () => {
    const { listener, count } = recorder();
    const watch = await watchDataChanges(handle, listener);
    try {
      await expect.poll(() => count('watching')).toBe(1);
      await handle.db
        .transaction()
        .execute(async (trx) => {
          await sql`update supervisors set name = name where id = -1`.execute(trx);
          throw new Error('desfeita');
        })
        .catch(() => undefined);
      await moveDataVersion(handle);
      await expect.poll(() => count('changed')).toBe(1);
    } finally {
      await watch.stop();
    }
  });
});

describe('data-change notices on postgres, when the link fails', () => {
  const handle = sharedFixture(() => openTestDatabase('postgres'));

  it('ignores the notices of another schema on the same database', async () => {
    const other = await openTestDatabase('postgres');
    const { listener, count } = recorder();
    const watch = await watchDataChanges(handle, listener);
    try {
      await expect.poll(() => count('watching')).toBe(1);
      await moveDataVersion(other);
      await moveDataVersion(handle);
      await expect.poll(() => count('changed')).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(count('changed')).toBe(1);
    } finally {
      await watch.stop();
      await other.close();
    }
  });

  it('stops trusting when its connection is killed, and listens again', async () => {
    const applicationName = `test-${randomBytes(4).toString('hex')}`;
    const { told, listener, count } = recorder();
    const watch = await watchDataChanges(handle, listener, { applicationName, retryMs: 20 });
    try {
      await expect.poll(() => count('watching')).toBe(1);
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
                where application_name = ${applicationName}`.execute(handle.db);
      await expect.poll(() => count('watching'), { timeout: 5_000 }).toBe(2);
      expect(told).toEqual(['watching', 'not watching', 'watching']);
      await moveDataVersion(handle);
      await expect.poll(() => count('changed')).toBe(1);
    } finally {
      await watch.stop();
    }
  });

  it('stops trusting when its connection goes silent (no error, no answer), and listens again', async () => {
    const url = new URL(testDatabaseUrl());
    const proxy = await startTcpProxy(url.hostname, Number(url.port || 5432));
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    const viaProxy = await openDatabase({
      databaseUrl: url.toString(),
      dataDir: '',
      ...(handle.schema ? { searchPath: handle.schema } : {}),
    });
    const { told, listener, count } = recorder();
    const watch = await watchDataChanges(viaProxy, listener, {
      heartbeatMs: 50,
      heartbeatTimeoutMs: 100,
      retryMs: 20,
    });
    try {
      await expect.poll(() => count('watching')).toBe(1);
      proxy.freeze();
      await expect.poll(() => count('not watching'), { timeout: 2_000 }).toBe(1);
      proxy.thaw();
      await expect.poll(() => count('watching'), { timeout: 10_000 }).toBe(2);
      await moveDataVersion(handle);
      await expect.poll(() => count('changed')).toBe(1);
      expect(told).toEqual(['watching', 'not watching', 'watching', 'changed']);
    } finally {
      await watch.stop();
      await viaProxy.close().catch(() => undefined);
      await proxy.close();
    }
  });
});
