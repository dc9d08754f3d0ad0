import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ImportRun } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/connect.ts';
import { seedPeople } from '../../testing/seed-people.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { databaseKinds } from '../../testing/test-database.ts';

// An import whose process was killed (kill -9, power cut) left its history row 'running' forever and its unpacked
// upload in the temporary folder (docs/decisions/192): a starting server marks the run interrupted and removes the
// folder, and leaves alone what a live process (another instance, another machine) is doing.

describe.each(databaseKinds)('imports interrupted by a killed process on %s', (kind) => {
  it('marks the dead runs "interrompida" and removes their unpacked uploads when a server starts', async () => {
    const uploads = mkdtempSync(join(tmpdir(), 'portal-interrupted-'));
    // A process that ran and is gone.
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    const live = process.ppid;
    const ids: Record<string, number> = {};
    const seed = async (handle: DatabaseHandle) => {
      await seedPeople(handle);
      for (const [source, host, pid] of [
        ['morta.zip', hostname(), dead],
        ['viva.zip', hostname(), live],
        ['outra-maquina.zip', 'outra-maquina', dead],
      ] as const) {
        const row = await handle.db
          .insertInto('import_history')
          .values({ origin: 'upload', started_by: 'ADMIN', source, status: 'running', host, pid })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids[source] = Number(row.id);
      }
    };
    const left = join(uploads, `portal-envio-${dead}-a1b2c3`);
    mkdirSync(join(left, 'arquivos'), { recursive: true });
    writeFileSync(join(left, 'arquivos', 'order_items.csv'), Buffer.alloc(1024 * 1024, 49));
    mkdirSync(join(uploads, `portal-envio-${live}-d4e5f6`));
    mkdirSync(join(uploads, 'outra-pasta'));

    const t = await buildTestApp(kind, {
      seed,
      admin: { version: '9.9.9', importMaxMb: 1, uploadFolder: uploads },
    });
    try {
      expect(existsSync(left)).toBe(false);
      expect(readdirSync(uploads).sort()).toEqual(['outra-pasta', `portal-envio-${live}-d4e5f6`]);

      const token = await t.login('ADMIN', 'SENHA1');
      const history = await t.app.inject({
        method: 'GET',
        url: '/api/v1/imports',
        headers: { authorization: `Bearer ${token}` },
      });
      const status = Object.fromEntries(history.json<ImportRun[]>().map((run) => [run.source, run.status]));
      // The embedded engine is opened by one process at a time: whatever was running when it starts is dead.
      expect(status).toEqual(
        kind === 'pglite'
          ? { 'morta.zip': 'interrupted', 'viva.zip': 'interrupted', 'outra-maquina.zip': 'interrupted' }
          : { 'morta.zip': 'interrupted', 'viva.zip': 'running', 'outra-maquina.zip': 'running' },
      );
      const interrupted = history.json<ImportRun[]>().find((run) => run.id === ids['morta.zip']);
      expect(interrupted).toMatchObject({
        status: 'interrupted',
        problems: [
          'A importação foi interrompida (o processo parou antes do fim): nada foi alterado; importe de novo',
        ],
      });
      expect(interrupted?.finishedAt).not.toBeNull();
    } finally {
      await t.close();
      rmSync(uploads, { recursive: true, force: true });
    }
  }, 240_000);
});
