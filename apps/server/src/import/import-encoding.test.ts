import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/connect.ts';
import { databaseKinds, openTestDatabase } from '../testing/test-database.ts';
import { importFolder } from './import-folder.ts';
import { fixtureFolder, snapshot, tableCounts } from '../testing/import-fixtures.ts';

// "CASA GAÚCHA" as a Windows-1252 ERP writes it: Ú is the single byte 0xDA.
const latin1Name = Buffer.from([0x43, 0x41, 0x53, 0x41, 0x20, 0x47, 0x41, 0xda, 0x43, 0x48, 0x41]);
const REGISTER = '11222333000181';
const hint = 'codificação: o arquivo não é UTF-8 válido';

/** base/ with customers.csv rewritten: its first customer renamed, the whole file in Windows-1252 or with a BOM. */
const folderWith = (form: 'windows-1252' | 'bom', name: Buffer) => {
  const folder = fixtureFolder();
  const path = join(folder.dir, 'customers.csv');
  const text = readFileSync(path, 'utf8').replace('MODAS ESTRELA LTDA', '\u0000');
  const [before = '', after = ''] = text.split('\u0000');
  const encode = (part: string) => Buffer.from(part, form === 'bom' ? 'utf8' : 'latin1');
  const bom = form === 'bom' ? Buffer.from([0xef, 0xbb, 0xbf]) : Buffer.alloc(0);
  writeFileSync(path, Buffer.concat([bom, encode(before), name, encode(after)]));
  return folder;
};

const customerName = async (handle: DatabaseHandle): Promise<string | undefined> =>
  (
    await handle.db
      .selectFrom('customers')
      .select(['name', 'address'])
      .where('register', '=', REGISTER)
      .executeTakeFirst()
  )?.name;

describe.each(databaseKinds)('file encodings on %s', (kind) => {
  let handle: DatabaseHandle;
  const latin1 = folderWith('windows-1252', latin1Name);
  const bom = folderWith('bom', Buffer.from('CASA GAÚCHA BOM', 'utf8'));
  const renamed = folderWith('windows-1252', Buffer.from('CASA GAÚCHA II', 'latin1'));
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    for (const folder of [latin1, bom, renamed]) folder.remove();
    await handle?.close();
  });

  it('refuses a Windows-1252 file into an empty database, naming the line, and writes nothing', async () => {
    const result = await importFolder(handle, latin1.dir);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([
      `customers.csv:2: ${hint} (ERPs costumam exportar em Windows-1252/Latin-1): importe com --encoding windows-1252`,
    ]);
    expect(Object.values(await tableCounts(handle)).every((rows) => rows === 0)).toBe(true);
  });

  it('reads it right with --encoding windows-1252 (the first load)', async () => {
    const result = await importFolder(handle, latin1.dir, { encoding: 'windows-1252' });
    expect(result).toMatchObject({ ok: true });
    expect(await customerName(handle)).toBe('CASA GAÚCHA');
    const address = await handle.db
      .selectFrom('customers')
      .select('address')
      .where('register', '=', REGISTER)
      .executeTakeFirstOrThrow();
    expect(address.address).toBe('RUA JOSÉ PAULINO, 123 - BOM RETIRO');
  });

  it('refuses it over existing data too (the staged path), changing nothing', async () => {
    const before = await snapshot(handle);
    const result = await importFolder(handle, renamed.dir);
    expect(result).toMatchObject({
      ok: false,
      problems: [expect.stringMatching(/^customers\.csv:2: codificação/)],
    });
    expect(await snapshot(handle)).toEqual(before);
  });

  it('updates from a Windows-1252 file with the flag (the staged path)', async () => {
    const result = await importFolder(handle, renamed.dir, { encoding: 'windows-1252' });
    expect(result).toMatchObject({ ok: true });
    expect(await customerName(handle)).toBe('CASA GAÚCHA II');
  });

  it('imports a UTF-8 file that starts with a BOM', async () => {
    const result = await importFolder(handle, bom.dir);
    expect(result).toMatchObject({ ok: true });
    expect(await customerName(handle)).toBe('CASA GAÚCHA BOM');
  });
});

describe.each(databaseKinds)('a BOM file in a first load on %s', (kind) => {
  let handle: DatabaseHandle;
  const bom = folderWith('bom', Buffer.from('CASA GAÚCHA', 'utf8'));
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    bom.remove();
    await handle?.close();
  });

  it('imports it with the name intact', async () => {
    expect(await importFolder(handle, bom.dir)).toMatchObject({ ok: true });
    expect(await customerName(handle)).toBe('CASA GAÚCHA');
  });
});
