import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AuditEntry, ImportProgressAnswer, ImportRun, ImportUploadAnswer } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importHandedOver } from '../../cli/hand-overs.ts';
import { importAtStart, importFromCommandLine, systemUser } from '../../cli/started-imports.ts';
import { answerImports } from '../../data-folder/import-hand-over.ts';
import {
  buildCustomersFixtureApp,
  FIXTURE_FOLDER,
  type CustomersFixtureApp,
  type FixtureUser,
} from '../../testing/customers-fixture.ts';
import { snapshot } from '../../testing/import-fixtures.ts';
import { databaseKinds } from '../../testing/test-database.ts';
import { zipOf } from '../../testing/zip-writer.ts';

const cities = readFileSync(join(FIXTURE_FOLDER, 'cities.csv'), 'utf8');
/** Curitiba renamed: one changed row. */
const renamed = cities.replace('4106902,CURITIBA,PR', '4106902,CURITIBA NOVA,PR');
/** Rio said to be in SP: refused at its line. */
const badLine = cities.replace('3304557,RIO DE JANEIRO,RJ', '3304557,RIO DE JANEIRO,SP');

describe.each(databaseKinds)('Importações on %s', (kind) => {
  let t: CustomersFixtureApp;
  let uploads: string;
  let outside: string;

  beforeAll(async () => {
    // Uploads unpack in uploads/; outside/ is its neighbour, where a '../' entry would land.
    const base = mkdtempSync(join(tmpdir(), 'portal-admin-imports-'));
    uploads = join(base, 'uploads');
    outside = join(base, 'outside');
    mkdirSync(uploads);
    mkdirSync(outside);
    t = await buildCustomersFixtureApp(kind, FIXTURE_FOLDER, {
      admin: { version: '9.9.9', importMaxMb: 1, uploadFolder: uploads },
    });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(join(uploads, '..'), { recursive: true, force: true });
  });

  const upload = async (zip: Buffer, user: FixtureUser = 'ADMIN', name = 'exportacao.zip', query = '') => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/imports?name=${name}${query}`,
      payload: zip,
      headers: { authorization: `Bearer ${t.tokens[user]}`, 'content-type': 'application/zip' },
    });
    return { status: response.statusCode, body: response.json<unknown>() };
  };
  const untilDone = async (): Promise<ImportProgressAnswer> => {
    for (let tries = 0; tries < 400; tries += 1) {
      const { body } = await t.get<ImportProgressAnswer>('/api/v1/imports/current', 'ADMIN');
      if (!body.running) return body;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('a importação não terminou');
  };
  const nothingLeft = () => {
    expect(readdirSync(uploads)).toEqual([]);
    expect(readdirSync(outside)).toEqual([]);
  };

  it('imports an uploaded zip all or nothing and records it in the history', async () => {
    const zip = zipOf([
      { name: 'exportacao/', mode: 0o040755 },
      { name: 'exportacao/cities.csv', data: renamed, deflate: true },
      { name: 'exportacao/images/logo.png', data: 'png' },
      { name: 'exportacao/leia-me.txt', data: 'ignorado' },
    ]);
    const accepted = await upload(zip);
    expect(accepted.status).toBe(202);
    expect((accepted.body as ImportUploadAnswer).files).toEqual(['cities.csv']);
    const done = await untilDone();
    expect(done.run).toMatchObject({
      origin: 'upload',
      startedBy: 'ADMIN',
      source: 'exportacao.zip',
      status: 'ok',
      files: [{ file: 'cities.csv', rows: 5, changed: 1 }],
    });
    const history = await t.get<ImportRun[]>('/api/v1/imports', 'ADMIN');
    expect(history.body[0]).toMatchObject({
      id: (accepted.body as ImportUploadAnswer).id,
      origin: 'upload',
      startedBy: 'ADMIN',
      status: 'ok',
      files: [{ file: 'cities.csv', rows: 5, changed: 1 }],
      problems: [],
    });
    expect(history.body[0]?.durationMs).toBeGreaterThanOrEqual(0);
    const audit = await t.get<{ action: string; entityKey: string }[]>(
      '/api/v1/audit?entity=import',
      'ADMIN',
    );
    expect(audit.body[0]).toMatchObject({ action: 'upload', entityKey: String(history.body[0]?.id) });
    nothingLeft();
  });

  it('refuses an upload with a bad line: nothing changes and the problem is listed', async () => {
    const before = await snapshot(t.handle);
    expect((await upload(zipOf([{ name: 'cities.csv', data: badLine }]))).status).toBe(202);
    const done = await untilDone();
    expect(done.run?.status).toBe('refused');
    expect(done.run?.problems).toEqual(['cities.csv:3: code: código IBGE 3304557 é de RJ, não de SP']);
    expect(await snapshot(t.handle)).toEqual(before);
    const [refused] = (await t.get<ImportRun[]>('/api/v1/imports', 'ADMIN')).body;
    expect(refused).toMatchObject({
      status: 'refused',
      problems: ['cities.csv:3: code: código IBGE 3304557 é de RJ, não de SP'],
      // The rows read before the refusal (the bad line is not one of them); nothing was written.
      files: [{ file: 'cities.csv', rows: 4, changed: null }],
    });
    nothingLeft();
  });

  it.each([
    [
      'a path out of the folder',
      [{ name: '../outside/cities.csv', data: renamed }],
      'O arquivo zip tem um caminho que sai da pasta (../outside/cities.csv): envio recusado, nada foi importado',
    ],
    [
      'an absolute path',
      [{ name: '/tmp/cities.csv', data: renamed }],
      'O arquivo zip tem um caminho que sai da pasta (/tmp/cities.csv): envio recusado, nada foi importado',
    ],
    [
      'a link',
      [
        { name: 'cities.csv', data: '../outside/cities.csv', mode: 0o120777 },
        { name: 'users.csv', data: 'username,password,representative_id\n' },
      ],
      'O arquivo zip contém um link (cities.csv): envio recusado, nada foi importado',
    ],
    [
      'a bomb',
      [{ name: 'cities.csv', data: Buffer.alloc(30 * 1024 * 1024, 48), deflate: true }],
      'O arquivo zip descompactado passaria de 20 MB ou tem compressão anormal (cities.csv): envio recusado',
    ],
    [
      'photos past the upload limit (each of a megabyte, under the ratio check)',
      [
        { name: 'cities.csv', data: renamed },
        ...[1, 2, 3].map((i) => ({
          name: `images/${i}.jpg`,
          data: Buffer.alloc(1024 * 1024, 0),
          deflate: true,
        })),
      ],
      'As imagens do arquivo zip (images/) passariam de 1 MB descompactadas, o limite do envio: envio recusado, nada foi importado',
    ],
    [
      'no import file',
      [{ name: 'notas.txt', data: 'x' }],
      'O arquivo zip não tem nenhum dos arquivos da importação',
    ],
  ])(
    'refuses %s with 400 before importing, writing nothing outside its folder',
    async (_case, entries, message) => {
      const before = (await t.get<ImportRun[]>('/api/v1/imports', 'ADMIN')).body.length;
      const refused = await upload(zipOf(entries));
      expect(refused.status).toBe(400);
      expect((refused.body as { error: { message: string } }).error.message).toContain(message);
      expect((await t.get<ImportRun[]>('/api/v1/imports', 'ADMIN')).body).toHaveLength(before);
      nothingLeft();
    },
  );

  it("reads Windows-1252 files when the screen says so, and a refusal names the screen's choice", async () => {
    // São Paulo's Ã as a Windows-1252 ERP writes it: the single byte 0xC3, and Curitiba renamed to tell the runs apart.
    const latin1 = Buffer.from(renamed.replace('CURITIBA NOVA', 'CURITIBA ANTIGA'), 'latin1');
    expect((await upload(zipOf([{ name: 'cities.csv', data: latin1 }]))).status).toBe(202);
    const refused = await untilDone();
    expect(refused.run?.status).toBe('refused');
    expect(refused.run?.problems).toEqual([
      'cities.csv:2: codificação: o arquivo não é UTF-8 válido (ERPs costumam exportar em Windows-1252/Latin-1): ' +
        'escolha "Windows-1252 (Latin-1)" em Codificação dos arquivos, na tela de Importações, e envie de novo',
    ]);
    const [listed] = (await t.get<ImportRun[]>('/api/v1/imports', 'ADMIN')).body;
    expect(listed?.problems).toEqual(refused.run?.problems);

    const zip = zipOf([{ name: 'cities.csv', data: latin1 }]);
    expect((await upload(zip, 'ADMIN', 'latin1.zip', '&encoding=windows-1252')).status).toBe(202);
    expect((await untilDone()).run).toMatchObject({
      status: 'ok',
      files: [{ file: 'cities.csv', changed: 1 }],
    });
    const names = await t.handle.db.selectFrom('cities').select('name').orderBy('code').execute();
    expect(names.map((city) => city.name)).toContain('SÃO PAULO');
    expect(names.map((city) => city.name)).toContain('CURITIBA ANTIGA');

    const unknown = await upload(zip, 'ADMIN', 'x.zip', '&encoding=ebcdic');
    expect(unknown.status).toBe(400);
    expect((unknown.body as { error: { message: string } }).error.message).toMatch(
      /^Codificação inválida: use utf-8 ou windows-1252/,
    );
    nothingLeft();
  });

  it('refuses a zip over PORTAL_IMPORT_MAX_MB with 413', async () => {
    const big = zipOf([{ name: 'cities.csv', data: Buffer.alloc(1024 * 1024 + 10, 49) }]);
    const refused = await upload(big);
    expect(refused.status).toBe(413);
    expect(refused.body).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'O arquivo passa do limite de 1 MB para envio' },
    });
    nothingLeft();
  });

  it('takes one upload at a time: the other gets 409 naming who imports', async () => {
    const zip = zipOf([{ name: 'cities.csv', data: cities }]);
    const answers = await Promise.all([upload(zip), upload(zip)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 409]);
    const conflict = answers.find((answer) => answer.status === 409);
    expect((conflict?.body as { error: { message: string } }).error.message).toMatch(
      /^Já há uma importação em andamento, enviada por ADMIN às \d\d:\d\d: aguarde o fim dela$/,
    );
    expect((await untilDone()).run?.status).toBe('ok');
    nothingLeft();
  });

  it('takes the zip over a real connection too (the body is a socket, not an injected stream)', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${address}/api/v1/imports?name=rede.zip`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.tokens.ADMIN}`, 'content-type': 'application/zip' },
      body: zipOf([{ name: 'cities.csv', data: cities }]),
      signal: AbortSignal.timeout(20_000),
    });
    expect(response.status).toBe(202);
    expect((await untilDone()).run).toMatchObject({ source: 'rede.zip', status: 'ok' });
    nothingLeft();
  });

  it('lists the command line, start-up and hand-over runs in the same history, audited as the import', async () => {
    expect((await importFromCommandLine(t.handle, FIXTURE_FOLDER)).ok).toBe(true);
    expect((await importAtStart(t.handle, FIXTURE_FOLDER)).ok).toBe(true);
    const replies: unknown[] = [];
    await answerImports(importHandedOver(t.handle), () => undefined)(
      { type: 'import', folder: FIXTURE_FOLDER, by: 'portal import (ti)' },
      (reply) => replies.push(reply),
    );
    const [handOver, startUp, cli] = (await t.get<ImportRun[]>('/api/v1/imports', 'ADMIN')).body;
    expect(cli).toMatchObject({
      origin: 'cli',
      startedBy: `portal import (${systemUser()})`,
      source: FIXTURE_FOLDER.replace(/\/$/, ''),
      status: 'ok',
    });
    expect(startUp).toMatchObject({
      origin: 'startup',
      startedBy: `portal serve (${systemUser()})`,
      source: FIXTURE_FOLDER.replace(/\/$/, ''),
      status: 'ok',
    });
    expect(handOver).toMatchObject({ origin: 'hand-over', startedBy: 'portal import (ti)', status: 'ok' });
    expect(handOver?.files.find((file) => file.file === 'customers.csv')).toEqual({
      file: 'customers.csv',
      rows: 8,
      changed: 0,
    });
    const audit = await t.get<AuditEntry[]>('/api/v1/audit?entity=import', 'ADMIN');
    const byRun = new Map(audit.body.map((entry) => [entry.entityKey, entry]));
    for (const [run, origin] of [
      [cli, 'cli'],
      [startUp, 'startup'],
      [handOver, 'hand-over'],
    ] as const)
      expect(byRun.get(String(run?.id))).toMatchObject({
        username: 'importação',
        userRepresentativeName: null,
        action: 'import',
        newValue: { origin, status: 'ok', startedBy: run?.startedBy },
      });
  });

  it('refuses every Importações call to reps and supervisors', async () => {
    const zip = zipOf([{ name: 'cities.csv', data: cities }]);
    for (const user of ['ANA', 'SUPNORTE'] as const) {
      expect((await t.get('/api/v1/imports', user)).status).toBe(403);
      expect((await t.get('/api/v1/imports/current', user)).status).toBe(403);
      expect((await t.get('/api/v1/imports/1', user)).status).toBe(403);
      expect((await upload(zip, user)).status).toBe(403);
    }
    expect((await t.get('/api/v1/imports')).status).toBe(401);
    nothingLeft();
  });
});
