import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, callsTo, json, mockFetch } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

// Importações' upload: the encoding of the zip's files is chosen on the screen and sent with it, so a Windows-1252
// export is imported from here, not only from the command line (docs/operations.md, "Administração").

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
    'POST /api/v1/imports': () => json({ id: 7, files: ['cities.csv'] }, 202),
  });

const zip = () =>
  new File([new Uint8Array([0x50, 0x4b, 0x05, 0x06])], 'exportação.zip', { type: 'application/zip' });

describe('Importações: the encoding of the upload', () => {
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
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/v1/imports').some(([, init]) => init?.method === 'POST')).toBe(true),
    );
    const [url] = callsTo(fetchMock, '/api/v1/imports').find(([, init]) => init?.method === 'POST') ?? [];
    const query = new URL(String(url), 'http://portal.test').searchParams;
    expect(query.get('encoding')).toBe('windows-1252');
    expect(query.get('name')).toBe('exportação.zip');
  }, 90_000);

  it('sends utf-8 when the choice is left alone', async () => {
    const fetchMock = setUp();
    renderApp('/admin/imports', { token: 'stored' });
    const input = await screen.findByLabelText('Enviar arquivo zip do ERP', {}, { timeout: 40_000 });
    fireEvent.change(input, { target: { files: [zip()] } });
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/v1/imports').some(([, init]) => init?.method === 'POST')).toBe(true),
    );
    const [url] = callsTo(fetchMock, '/api/v1/imports').find(([, init]) => init?.method === 'POST') ?? [];
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

  it('offers to send a zip the removal guard refused again, letting the removal through', async () => {
    const refused = {
      id: 7,
      startedAt: new Date(2026, 11, 1, 2, 0).toISOString(),
      finishedAt: new Date(2026, 11, 1, 2, 1).toISOString(),
      origin: 'upload',
      startedBy: 'ADMIN',
      source: 'exportação.zip',
      status: 'refused',
      durationMs: 800,
      files: [{ file: 'prices.csv', rows: 1, changed: null }],
      problems: [
        'prices.csv apagaria 329 de 330 preços das tabelas presentes no arquivo (mais de 20 %): confira o arquivo ou confirme na tela de Importações para importar mesmo assim',
      ],
      removals: [{ file: 'prices.csv', covered: 330, removed: 329 }],
    };
    const fetchMock = mockFetch({
      'GET /api/v1/representative/current-user': () => json(adminUser),
      'GET /api/v1/admin/system': () => json(system),
      'GET /api/v1/imports': () => json([]),
      'GET /api/v1/imports/current': () => json({ running: false, run: refused, current: null }),
      'POST /api/v1/imports': () => json({ id: 7, files: ['prices.csv'] }, 202),
    });
    renderApp('/admin/imports', { token: 'stored' });
    const input = await screen.findByLabelText('Enviar arquivo zip do ERP', {}, { timeout: 40_000 });
    // Someone else's refused upload offers nothing to this page.
    expect(screen.queryByRole('button', { name: /Importar mesmo assim/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Windows-1252 (Latin-1)' }));
    fireEvent.change(input, { target: { files: [zip()] } });
    const again = await screen.findByRole('button', { name: 'Importar mesmo assim (apaga 329 linhas)' });
    expect(screen.getByRole('status')).toHaveTextContent('prices.csv apagaria 329 de 330 preços');

    fireEvent.click(again);
    const posts = () => callsTo(fetchMock, '/api/v1/imports').filter(([, init]) => init?.method === 'POST');
    await waitFor(() => expect(posts()).toHaveLength(2));
    const [first, second] = posts().map(([url]) => new URL(String(url), 'http://portal.test').searchParams);
    expect(first?.get('allowRemovals')).toBe('false');
    expect(second?.get('allowRemovals')).toBe('true');
    expect(second?.get('encoding')).toBe('windows-1252');
    expect(second?.get('name')).toBe('exportação.zip');
  }, 90_000);
});
