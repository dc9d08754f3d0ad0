import { orderTrackingExample, salesOrderItemExample } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../testing/test-database.ts';
import { buildIntegrationFixtureApp } from '../../../testing/integration-fixture.ts';
import { sharedFixture } from '../../../testing/shared-fixture.ts';

// Expected values computed by hand from apps/server/test-fixtures/customers.

type Row = Record<string, unknown>;
const base = '/api/comercial/pedidos/venda';

describe.each(databaseKinds)('integração: pedidos de venda (%s)', (kind) => {
  const f = sharedFixture(() => buildIntegrationFixtureApp(kind), 60_000);

  const get = async (url: string, user?: string) => {
    const answer = await f.call('GET', url, user);
    return { status: answer.status, body: answer.json<Row[]>() };
  };
  const september = 'initialIssueDate=2025-09-01&finalIssueDate=2025-09-30';

  it('situações com rótulo e cor', async () => {
    expect((await get(`${base}/situacoes`, 'BRUNO')).body).toEqual([
      { status: 'open', description: 'Aberto', color: 'blue' },
      { status: 'blocked', description: 'Bloqueado', color: 'red' },
      { status: 'expedition', description: 'Expedição', color: 'orange' },
      { status: 'billed', description: 'Faturado', color: 'green' },
      { status: 'canceled', description: 'Cancelado', color: 'grey' },
    ]);
  });

  it('acompanhamento: datas de emissão, bloqueio, notas e cancelamento; filtros', async () => {
    const ana = await get(`${base}/pedidos-acompanhamento?${september}`, 'ANA');
    // Rep 10's September orders, newest first: 1040 (09-20), 1020 (09-12), 1001 (09-05).
    expect(ana.body).toEqual([
      {
        salesOrder: 1040,
        customerRegister: '55555555000191',
        customerName: 'EPSILON CALCADOS',
        representativeId: 10,
        issueDate: '2025-09-20',
        deliveryDate: '2025-10-20',
        blockedOn: '2025-09-21',
        canceledOn: '2025-09-25',
        cancelReason: 'CLIENTE DESISTIU',
        status: 'canceled',
        statusDescription: 'Cancelado',
        statusColor: 'grey',
        totalNetValue: 360,
        invoicedValue: 0,
        toBeInvoicedValue: 0,
        invoices: [],
      },
      {
        salesOrder: 1020,
        customerRegister: '22222222000191',
        customerName: 'BETA CONFECCOES',
        representativeId: 10,
        issueDate: '2025-09-12',
        deliveryDate: '2025-10-01',
        blockedOn: '2025-09-13',
        canceledOn: null,
        cancelReason: null,
        status: 'blocked',
        statusDescription: 'Bloqueado',
        statusColor: 'red',
        totalNetValue: 600,
        invoicedValue: 0,
        toBeInvoicedValue: 600,
        invoices: [],
      },
      // 1001: net 900+450+270 = 1620; invoices 700 + 200 = 900; to invoice 720.
      orderTrackingExample,
    ]);
    const numbers = (rows: Row[]) => rows.map((row) => row.salesOrder);
    expect(
      numbers((await get(`${base}/pedidos-acompanhamento?${september}&status=canceled,blocked`, 'ANA')).body),
    ).toEqual([1040, 1020]);
    expect(
      numbers(
        (await get(`${base}/pedidos-acompanhamento?${september}&customers=22222222000191`, 'ANA')).body,
      ),
    ).toEqual([1020]);
    // SUPNORTE: + rep 11's 2010 (09-15) and 2001 (09-10); ADMIN: + rep 20's 3001 (09-01).
    expect(numbers((await get(`${base}/pedidos-acompanhamento?${september}`, 'SUPNORTE')).body)).toEqual([
      1040, 2010, 1020, 2001, 1001,
    ]);
    expect(
      numbers((await get(`${base}/pedidos-acompanhamento?${september}&representativeId=20`, 'ADMIN')).body),
    ).toEqual([3001]);
    const bad = async (query: string, message: string) => {
      const answer = await get(`${base}/pedidos-acompanhamento?${query}`, 'ANA');
      expect(answer.status).toBe(400);
      expect((answer.body as unknown as { error: { message: string } }).error.message).toContain(message);
    };
    await bad(
      'initialIssueDate=2025-09-30&finalIssueDate=2025-09-01',
      'A data inicial deve ser anterior ou igual à data final',
    );
    await bad('finalIssueDate=2025-09-01', 'Informe a data inicial de emissão');
    await bad(`${september}&status=aberto`, '');
  });

  it('carteira e faturado: as mesmas das telas', async () => {
    const wallet = (await get(`${base}/pedidos-carteira`, 'ANA')).body;
    // 1001: 1620 − 900 = 720; 1020: 600 − 0; 1030: 200 − 80 = 120.
    expect(wallet.map((row) => [row.salesOrder, row.status, row.toBeInvoicedValue])).toEqual([
      [1001, 'open', 720],
      [1020, 'blocked', 600],
      [1030, 'expedition', 120],
    ]);
    const billed = (
      await get(`${base}/pedidos-faturado?initialBilling=2025-09-01&finalBilling=2025-09-30`, 'ANA')
    ).body;
    expect(
      billed.map((row) => [row.invoice, row.salesOrder, row.billingDate, row.revenues, row.revenuesValue]),
    ).toEqual([
      ['5001', 1001, '2025-09-20', 8, 700],
      ['5002', 1001, '2025-09-25', 2, 200],
    ]);
    expect(
      (await get(`${base}/pedidos-faturado?initialBilling=2025-09-01&finalBilling=2025-09-30`, 'BRUNO')).body,
    ).toEqual([]);
  });

  it('itens de um pedido com coleção e artigo; fora do escopo 404', async () => {
    expect((await get(`${base}/1001/itens`, 'ANA')).body).toEqual([
      {
        reference: 'P12',
        description: 'CALCA K12',
        collectionCode: 'K12',
        collectionDescription: 'INVERNO 2025',
        quotaArticleCode: 'TEC',
        quotaArticleDescription: 'TECIDO',
        parts: 5,
        value: 500,
        netValue: 450,
      },
      {
        reference: 'P12B',
        description: 'BLUSA K12',
        collectionCode: 'K12',
        collectionDescription: 'INVERNO 2025',
        quotaArticleCode: 'MAL',
        quotaArticleDescription: 'MALHA',
        parts: 3,
        value: 300,
        netValue: 270,
      },
      salesOrderItemExample,
    ]);
    expect((await get(`${base}/3001/itens`, 'ANA')).status).toBe(404);
    expect((await get(`${base}/3001/itens`, 'SUPNORTE')).status).toBe(404);
    expect((await get(`${base}/3001/itens`, 'CARLA')).body).toMatchObject([
      { reference: 'P13', parts: 1, netValue: 100 },
    ]);
    expect((await get(`${base}/abc/itens`, 'ANA')).status).toBe(400);
  });
});
