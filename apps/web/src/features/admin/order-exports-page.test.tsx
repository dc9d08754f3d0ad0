import type { OrderExportEntry, OrderExportHistoryAnswer, PendingOrderExport } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCurrentUser } from '../../lib/auth/session-store.ts';
import { saveFile } from '../../lib/save-file.ts';
import { adminUser, callsTo, json, mockFetch } from '../../test/fetch-mock.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import { AdminOrderExportsPage } from './order-exports-page.tsx';
import { phoneScreen } from '../../test/media-query.ts';

// Pedidos ao ERP (docs/operations.md, "Pedidos ao ERP pela tela"): the orders "Exportar" takes, as cards on a phone
// and a table at desktop widths, the zip saved by the browser, and the history of every export in pages.

// jsdom cannot follow a download link: the file handed to the browser is seen here.
vi.mock('../../lib/save-file.ts', () => ({ saveFile: vi.fn() }));

const pending: PendingOrderExport[] = [
  {
    id: '0a000000-0000-4000-8000-0000000000a1',
    customerRegister: '11222333000181',
    customerName: 'LOJA ESTRELA',
    representativeId: 1,
    representativeName: 'JOAO DA SILVA',
    sentAt: new Date(2026, 11, 1, 9, 30).toISOString(),
    pieces: 5,
    netValue: 75.91,
    paymentCondition: null,
    paymentConditionDescription: null,
    paymentDays: 30,
  },
  {
    id: '0b000000-0000-4000-8000-0000000000b2',
    customerRegister: '60574631000146',
    customerName: 'BOUTIQUE CHARME',
    representativeId: 2,
    representativeName: 'MARIA SOUZA',
    sentAt: new Date(2026, 11, 1, 10, 5).toISOString(),
    pieces: 1_200,
    netValue: 12_345.6,
    paymentCondition: '306090',
    paymentConditionDescription: '30/60/90 DIAS',
    paymentDays: 60,
  },
];

const entry = (patch: Partial<OrderExportEntry>): OrderExportEntry => ({
  id: 1,
  at: new Date(2026, 11, 1, 22, 0).toISOString(),
  origin: 'screen',
  startedBy: 'ADMIN',
  orders: 2,
  items: 3,
  files: ['portal_orders.csv', 'portal_order_items.csv'],
  folder: null,
  downloadable: true,
  ...patch,
});

const history = (rows: OrderExportEntry[], total = rows.length, page = 1): OrderExportHistoryAnswer => ({
  rows,
  total,
  page,
  pageSize: 20,
});

const zip = () =>
  new Response(new Uint8Array([0x50, 0x4b, 0x05, 0x06]), {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': 'attachment; filename="portal-pedidos-9.zip"',
    },
  });

describe('Pedidos ao ERP', () => {
  beforeEach(() => {
    setCurrentUser(adminUser);
    vi.mocked(saveFile).mockClear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists the pending orders in a table at 1440 and exports them as a zip the browser saves', async () => {
    phoneScreen(false);
    let left = pending;
    const fetchMock = mockFetch({
      'GET /api/v1/admin/order-exports/pending': () => json(left),
      'GET /api/v1/admin/order-exports': () =>
        json(
          history(
            left.length === 0
              ? [
                  entry({ id: 9 }),
                  entry({
                    id: 8,
                    origin: 'webhook',
                    startedBy: 'webhook',
                    orders: 1,
                    files: [],
                    downloadable: false,
                  }),
                ]
              : [
                  entry({
                    id: 8,
                    origin: 'webhook',
                    startedBy: 'webhook',
                    orders: 1,
                    files: [],
                    downloadable: false,
                  }),
                ],
          ),
        ),
      'POST /api/v1/admin/order-exports': () => {
        left = [];
        return zip();
      },
    });
    const user = renderScreen('/admin/order-exports', <AdminOrderExportsPage />);

    const table = await screen.findByRole('table', { name: 'Pedidos a exportar' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Cliente', 'Representante', 'Enviado em', 'Peças', 'Total líquido', 'Condição']);
    expect(rows[1]).toHaveTextContent('LOJA ESTRELA');
    expect(rows[1]).toHaveTextContent('11.222.333/0001-81');
    expect(rows[1]).toHaveTextContent('1 - JOAO DA SILVA');
    expect(rows[1]).toHaveTextContent('01/12/2026 09:30');
    expect(rows[1]).toHaveTextContent('R$ 75,91');
    expect(rows[1]).toHaveTextContent('30 dias');
    expect(rows[2]).toHaveTextContent('1.200');
    expect(rows[2]).toHaveTextContent('R$ 12.345,60');
    expect(rows[2]).toHaveTextContent('306090 - 30/60/90 DIAS');
    expect(screen.getByRole('heading', { name: 'Pedidos a exportar (2 pedidos)' })).toBeInTheDocument();
    const historyTable = await screen.findByRole('table', { name: 'Histórico de exportações' });
    expect(historyTable).toHaveTextContent('Webhook');
    expect(historyTable).toHaveTextContent('Sem arquivos (JSON)');

    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() =>
      expect(
        callsTo(fetchMock, '/api/v1/admin/order-exports').filter(([, init]) => init?.method === 'POST'),
      ).toHaveLength(1),
    );
    expect(await screen.findByText('Pedidos exportados: portal-pedidos-9.zip')).toBeInTheDocument();
    expect(vi.mocked(saveFile).mock.calls.map(([blob, name]) => [blob.size, name])).toEqual([
      [4, 'portal-pedidos-9.zip'],
    ]);
    // The list and the history are asked again: nothing left, the new export on top.
    expect(await screen.findByText('Nenhum pedido novo para exportar.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeDisabled();
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Histórico de exportações' })).getAllByRole('row'),
      ).toHaveLength(3),
    );
    const [, newest] = within(screen.getByRole('table', { name: 'Histórico de exportações' })).getAllByRole(
      'row',
    );
    expect(newest).toHaveTextContent('Tela');
    expect(newest).toHaveTextContent('portal_orders.csv, portal_order_items.csv');
  }, 30_000);

  it('shows each order as a card on a phone, and the history as cards too', async () => {
    phoneScreen(true);
    mockFetch({
      'GET /api/v1/admin/order-exports/pending': () => json(pending),
      'GET /api/v1/admin/order-exports': () =>
        json(
          history([entry({ origin: 'cli', startedBy: 'portal export-orders (portal)', folder: '/srv/erp' })]),
        ),
    });
    renderScreen('/admin/order-exports', <AdminOrderExportsPage />);
    const cards = await screen.findByRole('list', { name: 'Pedidos a exportar' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    expect(within(cards).getAllByRole('listitem')[0]).toHaveTextContent('LOJA ESTRELA');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const historyCards = await screen.findByRole('list', { name: 'Histórico de exportações' });
    expect(historyCards).toHaveTextContent('Linha de comando');
    expect(historyCards).toHaveTextContent('portal export-orders (portal)');
    expect(historyCards).toHaveTextContent('em /srv/erp');
    expect(within(historyCards).getByRole('button', { name: /Baixar de novo/ })).toBeInTheDocument();
  }, 30_000);

  it('says when there is nothing to export, and pages the history 20 at a time', async () => {
    phoneScreen(false);
    const fetchMock = mockFetch({
      'GET /api/v1/admin/order-exports/pending': () => json([]),
      'GET /api/v1/admin/order-exports': ({ url }) => {
        const page = Number(new URL(url, 'http://portal.test').searchParams.get('page') ?? '1');
        return json(history([entry({ id: 100 - page, startedBy: `ADMIN${page}` })], 45, page));
      },
    });
    const user = renderScreen('/admin/order-exports', <AdminOrderExportsPage />);
    expect(await screen.findByText('Nenhum pedido novo para exportar.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeDisabled();
    expect(await screen.findByText('Página 1 de 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(await screen.findByText('Página 2 de 3')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Histórico de exportações' })).toHaveTextContent('ADMIN2');
    expect(
      callsTo(fetchMock, '/api/v1/admin/order-exports').map(([url]) =>
        new URL(String(url), 'http://portal.test').searchParams.get('page'),
      ),
    ).toEqual(['1', '2']);
    expect(
      callsTo(fetchMock, '/api/v1/admin/order-exports').filter(([, init]) => init?.method === 'POST'),
    ).toHaveLength(0);
  }, 30_000);
});
