import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminUser, apiError, callsTo, json, mockFetch } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { phoneScreen } from '../../test/media-query.ts';

// Importações' upload: the encoding of the zip's files is chosen on the screen and sent with it, so a Windows-1252
// export is imported from here, not only from the command line (docs/operations.md, "Administração"); the zip is
// first checked (the preview, docs/decisions/219) and only "Importar" writes.

const system = {
  version: '1.2.3',
  engine: 'pglite',
  replica: false,
  dataVersion: '41',
  lastImport: null,
  databaseBytes: 1,
  answerCache: { usedBytes: 0, maxBytes: 0, answers: 0 },
  catalogCache: { usedBytes: 0, maxBytes: 0, answers: 0 },
  uptimeSeconds: 1,
  backupAvailable: true,
  importMaxMb: 200,
  exports: [],
};

const setUp = () =>
  mockFetch({
    'GET /api/v1/representative/current-user': () => json(adminUser),
    'GET /api/v1/admin/system': () => json(system),
    'GET /api/v1/imports': () => json([]),
    'GET /api/v1/imports/current': () => json({ running: false, run: null, current: null }),
    'POST /api/v1/imports/previews': () => json(emptyPreview),
  });

const PREVIEW_ID = '0b000000-0000-4000-8000-000000000001';
const emptyPreview = {
  id: PREVIEW_ID,
  source: 'exportação.zip',
  encoding: 'utf-8',
  createdAt: new Date(2026, 11, 2, 9, 0).toISOString(),
  expiresAt: new Date(2026, 11, 2, 9, 30).toISOString(),
  files: [{ file: 'cities.csv', rows: 3, added: 0, changed: 0, removed: 0 }],
  problems: [],
  removals: [],
  notices: [],
};
/** prices.csv past the removal guard, cities.csv with one city more and one renamed. */
const guardedPreview = {
  ...emptyPreview,
  files: [
    { file: 'prices.csv', rows: 1, added: 0, changed: 1, removed: 329 },
    { file: 'cities.csv', rows: 5571, added: 1, changed: 1_200, removed: 0 },
  ],
  problems: [
    'prices.csv apagaria 329 de 330 preços das tabelas presentes no arquivo (mais de 20 %): confira o arquivo ou confirme na tela de Importações para importar mesmo assim',
  ],
  removals: [{ file: 'prices.csv', covered: 330, removed: 329 }],
};

const previewPosts = (fetchMock: ReturnType<typeof mockFetch>) =>
  callsTo(fetchMock, '/api/v1/imports/previews').filter(([, init]) => init?.method === 'POST');

const zip = () =>
  new File([new Uint8Array([0x50, 0x4b, 0x05, 0x06])], 'exportação.zip', { type: 'application/zip' });

describe('Importações: the encoding of the upload', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers UTF-8 and Windows-1252 (Latin-1), UTF-8 chosen, and sends the choice with the zip', async () => {
    const fetchMock = setUp();
    renderApp('/admin/imports', { token: 'stored' });
    const group = await screen.findByRole('group', { name: 'Codificação dos arquivos' }, { timeout: 40_000 });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'UTF-8' })).toBeChecked();
    const latin1 = screen.getByRole('radio', { name: 'Windows-1252 (Latin-1)' });
    expect(latin1).not.toBeChecked();

    fireEvent.click(latin1);
    expect(latin1).toBeChecked();
    fireEvent.change(screen.getByLabelText('Enviar arquivo zip do ERP'), { target: { files: [zip()] } });
    await waitFor(() => expect(previewPosts(fetchMock)).toHaveLength(1));
    const [url] = previewPosts(fetchMock)[0] ?? [];
    const query = new URL(String(url), 'http://portal.test').searchParams;
    expect(query.get('encoding')).toBe('windows-1252');
    expect(query.get('name')).toBe('exportação.zip');
  }, 90_000);

  it('sends utf-8 when the choice is left alone', async () => {
    const fetchMock = setUp();
    renderApp('/admin/imports', { token: 'stored' });
    const input = await screen.findByLabelText('Enviar arquivo zip do ERP', {}, { timeout: 40_000 });
    fireEvent.change(input, { target: { files: [zip()] } });
    await waitFor(() => expect(previewPosts(fetchMock)).toHaveLength(1));
    const [url] = previewPosts(fetchMock)[0] ?? [];
    expect(new URL(String(url), 'http://portal.test').searchParams.get('encoding')).toBe('utf-8');
  }, 90_000);

  it('shows a run whose process was killed as Interrompida in the history', async () => {
    setUp();
    mockFetch({
      'GET /api/v1/representative/current-user': () => json(adminUser),
      'GET /api/v1/admin/system': () => json(system),
      'GET /api/v1/imports/current': () => json({ running: false, run: null, current: null }),
      'GET /api/v1/imports': () =>
        json([
          {
            id: 3,
            startedAt: new Date(2026, 11, 1, 2, 0).toISOString(),
            finishedAt: new Date(2026, 11, 1, 8, 0).toISOString(),
            origin: 'upload',
            startedBy: 'ADMIN',
            source: 'exportacao.zip',
            status: 'interrupted',
            durationMs: null,
            files: [],
            problems: [
              'A importação foi interrompida (o processo parou antes do fim): nada foi alterado; importe de novo',
            ],
          },
        ]),
    });
    renderApp('/admin/imports', { token: 'stored' });
    const history = await screen.findByRole('list', { name: 'Histórico' }, { timeout: 40_000 });
    expect(history).toHaveTextContent('Interrompida');
    expect(history).toHaveTextContent('nada foi alterado; importe de novo');
  }, 90_000);

  it('shows the preview per file in a table at 1440, and Importar applies it and follows the run', async () => {
    phoneScreen(false);
    const done = {
      id: 8,
      startedAt: new Date(2026, 11, 2, 9, 1).toISOString(),
      finishedAt: new Date(2026, 11, 2, 9, 2).toISOString(),
      origin: 'upload',
      startedBy: 'ADMIN',
      source: 'exportação.zip',
      status: 'ok',
      durationMs: 1200,
      files: [{ file: 'cities.csv', rows: 5571, changed: 1201 }],
      problems: [],
    };
    let applied = false;
    const fetchMock = mockFetch({
      'GET /api/v1/representative/current-user': () => json(adminUser),
      'GET /api/v1/admin/system': () => json(system),
      'GET /api/v1/imports': () => json(applied ? [done] : []),
      'GET /api/v1/imports/current': () =>
        json({ running: false, run: applied ? done : null, current: null }),
      'POST /api/v1/imports/previews': () =>
        json({
          ...emptyPreview,
          files: [{ file: 'cities.csv', rows: 5571, added: 1, changed: 1_200, removed: 0 }],
        }),
      [`POST /api/v1/imports/previews/${PREVIEW_ID}/import`]: () => {
        applied = true;
        return json({ id: 8, files: ['cities.csv'] }, 202);
      },
    });
    renderApp('/admin/imports', { token: 'stored' });
    const input = await screen.findByLabelText('Enviar arquivo zip do ERP', {}, { timeout: 40_000 });
    fireEvent.change(input, { target: { files: [zip()] } });
    const table = await screen.findByRole('table', { name: 'Conferência de exportação.zip' });
    expect(
      screen.getByText('Nada foi alterado ainda. Isto é o que a importação fará em cada arquivo:'),
    ).toBeVisible();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Arquivo', 'Linhas lidas', 'Incluídas', 'Alteradas', 'Apagadas']);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['5.571', '1', '1.200', '0']);
    expect(within(table).getByRole('rowheader')).toHaveTextContent('cities.csv');
    expect(
      screen.getByText(/A conferência fica guardada até \d\d:\d\d; depois, envie o arquivo de novo\./),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /Importar mesmo assim/ })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Importar' }));
    const status = await screen.findByText('Importação concluída');
    expect(status.closest('[role="status"]')).toHaveTextContent('cities.csv 5.571 linhas, 1.201 alteradas');
    expect(screen.queryByRole('table', { name: 'Conferência de exportação.zip' })).not.toBeInTheDocument();
    const [, init] = callsTo(fetchMock, `/api/v1/imports/previews/${PREVIEW_ID}/import`)[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ allowRemovals: false });
    const history = await screen.findByRole('list', { name: 'Histórico' });
    expect(history).toHaveTextContent('Concluída');
  }, 90_000);

  it('shows a card per file on a phone, and only the confirmation that names the rows removed', async () => {
    phoneScreen(true);
    const fetchMock = mockFetch({
      'GET /api/v1/representative/current-user': () => json(adminUser),
      'GET /api/v1/admin/system': () => json(system),
      'GET /api/v1/imports': () => json([]),
      'GET /api/v1/imports/current': () => json({ running: false, run: null, current: null }),
      'POST /api/v1/imports/previews': () => json(guardedPreview),
      [`POST /api/v1/imports/previews/${PREVIEW_ID}/import`]: () =>
        apiError(404, 'NOT_FOUND', 'Esta conferência não está mais guardada: envie o arquivo de novo'),
    });
    renderApp('/admin/imports', { token: 'stored' });
    const input = await screen.findByLabelText('Enviar arquivo zip do ERP', {}, { timeout: 40_000 });
    fireEvent.change(input, { target: { files: [zip()] } });
    const cards = await screen.findByRole('list', { name: 'Conferência de exportação.zip' });
    const [prices, cities] = within(cards).getAllByRole('listitem');
    expect(prices).toHaveTextContent('prices.csvLinhas lidas1Incluídas0Alteradas1Apagadas329');
    expect(cities).toHaveTextContent('cities.csvLinhas lidas5.571Incluídas1Alteradas1.200Apagadas0');
    // The file that would remove rows is marked apart.
    expect(prices).toHaveClass('is-removing');
    expect(cities).not.toHaveClass('is-removing');
    expect(screen.getByRole('list', { name: 'Problemas' })).toHaveTextContent(
      'prices.csv apagaria 329 de 330 preços',
    );
    expect(screen.queryByRole('button', { name: 'Importar' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Importar mesmo assim (apaga 329 linhas)' }));
    await screen.findByText('Esta conferência não está mais guardada: envie o arquivo de novo');
    const [, init] = callsTo(fetchMock, `/api/v1/imports/previews/${PREVIEW_ID}/import`)[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ allowRemovals: true });
  }, 90_000);

  it('shows the problems of a zip that cannot be imported, without Importar', async () => {
    phoneScreen(false);
    mockFetch({
      'GET /api/v1/representative/current-user': () => json(adminUser),
      'GET /api/v1/admin/system': () => json(system),
      'GET /api/v1/imports': () => json([]),
      'GET /api/v1/imports/current': () => json({ running: false, run: null, current: null }),
      'POST /api/v1/imports/previews': () =>
        json({
          ...emptyPreview,
          id: null,
          expiresAt: null,
          files: [],
          problems: ['cities.csv:3: state_code: UF inválida: XX'],
        }),
    });
    renderApp('/admin/imports', { token: 'stored' });
    const input = await screen.findByLabelText('Enviar arquivo zip do ERP', {}, { timeout: 40_000 });
    fireEvent.change(input, { target: { files: [zip()] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'O arquivo tem problemas e não pode ser importado: nada foi alterado. Corrija e envie de novo.',
    );
    expect(screen.getByRole('list', { name: 'Problemas' })).toHaveTextContent(
      'cities.csv:3: state_code: UF inválida: XX',
    );
    expect(screen.queryByRole('button', { name: /Importar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Descartar' })).not.toBeInTheDocument();
  }, 90_000);

  it("says another administrator's preview is only checking, and waits for it", async () => {
    phoneScreen(false);
    mockFetch({
      'GET /api/v1/representative/current-user': () => json(adminUser),
      'GET /api/v1/admin/system': () => json(system),
      'GET /api/v1/imports': () => json([]),
      'GET /api/v1/imports/current': () =>
        json({
          running: true,
          checking: true,
          run: null,
          current: { file: 'prices.csv', phase: 'read', rows: 1_200 },
        }),
    });
    renderApp('/admin/imports', { token: 'stored' });
    const status = await screen.findByText(/^Conferindo o arquivo/, {}, { timeout: 40_000 });
    expect(status).toHaveTextContent(
      'Conferindo o arquivo (nada é alterado): Lendo prices.csv, 1.200 linhas',
    );
    expect(screen.getByRole('button', { name: 'Escolher arquivo' })).toBeDisabled();
  }, 90_000);

  it('discards a preview: the staged upload is dropped and nothing imported', async () => {
    phoneScreen(false);
    const fetchMock = mockFetch({
      'GET /api/v1/representative/current-user': () => json(adminUser),
      'GET /api/v1/admin/system': () => json(system),
      'GET /api/v1/imports': () => json([]),
      'GET /api/v1/imports/current': () => json({ running: false, run: null, current: null }),
      'POST /api/v1/imports/previews': () => json(emptyPreview),
      [`DELETE /api/v1/imports/previews/${PREVIEW_ID}`]: () => json(null),
    });
    renderApp('/admin/imports', { token: 'stored' });
    const input = await screen.findByLabelText('Enviar arquivo zip do ERP', {}, { timeout: 40_000 });
    fireEvent.change(input, { target: { files: [zip()] } });
    expect(
      await screen.findByText('Nenhuma alteração: o portal já tem os dados destes arquivos.'),
    ).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Descartar' }));
    await screen.findByText('Conferência descartada: nada foi importado');
    expect(callsTo(fetchMock, `/api/v1/imports/previews/${PREVIEW_ID}`)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Importar' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, `/api/v1/imports/previews/${PREVIEW_ID}/import`)).toHaveLength(0);
  }, 90_000);
});
