import type {
  BilledGridRow,
  CanceledOrderGridRow,
  CustomerPerformanceRow,
  DuplicateGridRow,
  WalletGridRow,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../testing/test-database.ts';
import { buildCustomersFixtureApp, CITY, REGISTERS } from '../../testing/customers-fixture.ts';
import { sharedFixture } from '../../testing/shared-fixture.ts';

// The five grids over apps/server/test-fixtures/customers (today 2025-09-30), every expected value by hand.

/** A row's customer columns: name, register, city and state. */
const customerIn = (customerName: string, customerRegister: string, cityName: string, stateCode: string) => ({
  customerName,
  customerRegister,
  cityName,
  stateCode,
});
const ALFA = customerIn('ALFA MODAS', REGISTERS.ALFA, 'SÃO PAULO', 'SP');
const BETA = customerIn('BETA CONFECCOES', REGISTERS.BETA, 'RIO DE JANEIRO', 'RJ');
const DELTA = customerIn('DELTA ROUPAS', REGISTERS.DELTA, 'CURITIBA', 'PR');
const ZETA = customerIn('ZETA BOUTIQUE', REGISTERS.ZETA, 'RIO DE JANEIRO', 'RJ');

describe.each(databaseKinds)('report grids on %s', (kind) => {
  const t = sharedFixture(() => buildCustomersFixtureApp(kind));

  describe('Carteira', () => {
    const wallet = (query = '', user: 'ANA' | 'BRUNO' | 'SUPNORTE' | 'ADMIN' = 'ANA') =>
      t.get<WalletGridRow[]>(`/api/v1/reports/wallet${query}`, user);

    it('lists the open, blocked and expedition orders of the rep with sold, invoiced and to-be-invoiced', async () => {
      const { status, body } = await wallet();
      expect(status).toBe(200);
      expect(body).toEqual([
        // 1001: 18 parts, net 1620; invoices 700 + 200 = 900; 1620 − 900 = 720.
        {
          statusColor: 'blue',
          status: 'open',
          statusDescription: 'Aberto',
          salesOrder: 1001,
          deliveryDate: '2025-10-15',
          ...ALFA,
          priceTable: 'T1',
          sold: 18,
          soldValue: 1620,
          invoicedValue: 900,
          toBeInvoicedValue: 720,
        },
        // 1020: 6 parts, net 600, nothing invoiced.
        {
          statusColor: 'red',
          status: 'blocked',
          statusDescription: 'Bloqueado',
          salesOrder: 1020,
          deliveryDate: '2025-10-01',
          ...BETA,
          priceTable: 'T2',
          sold: 6,
          soldValue: 600,
          invoicedValue: 0,
          toBeInvoicedValue: 600,
        },
        // 1030: 2 parts, net 200, invoice 4030 of 80 → 120.
        {
          statusColor: 'orange',
          status: 'expedition',
          statusDescription: 'Expedição',
          salesOrder: 1030,
          deliveryDate: '2025-08-20',
          ...DELTA,
          priceTable: 'T2',
          sold: 2,
          soldValue: 200,
          invoicedValue: 80,
          toBeInvoicedValue: 120,
        },
      ]);
    });

    it('shows an order under its own rep even when the customer is another rep’s', async () => {
      const { body } = await wallet('', 'BRUNO');
      expect(
        body.map((row) => [row.salesOrder, row.customerName, row.sold, row.soldValue, row.toBeInvoicedValue]),
      ).toEqual([
        [2001, 'ALFA MODAS', 10, 900, 900],
        [2010, 'ETA JEANS', 3, 300, 300],
      ]);
    });

    it('filters by supervisors (inside the scope only), cities and customers', async () => {
      const orders = (rows: WalletGridRow[]) => rows.map((row) => row.salesOrder);
      expect(orders((await wallet('', 'SUPNORTE')).body)).toEqual([1001, 1020, 1030, 2001, 2010]);
      expect(orders((await wallet('?supervisors=1', 'SUPNORTE')).body)).toEqual([
        1001, 1020, 1030, 2001, 2010,
      ]);
      // A supervisor with no rep in the scope is refused, like a rep outside it (docs/decisions/004).
      const outside = await wallet('?supervisors=2', 'SUPNORTE');
      expect(outside.status).toBe(403);
      expect(outside.body).toEqual({
        error: { code: 'FORBIDDEN', message: 'Acesso negado ao supervisor 2' },
      });
      expect(orders((await wallet('?supervisors=1,2', 'ADMIN')).body)).toEqual([
        1001, 1020, 1030, 2001, 2010, 3001,
      ]);
      expect(orders((await wallet('?supervisors=2', 'ADMIN')).body)).toEqual([3001]);
      expect(orders((await wallet(`?cities=${CITY.SAO_PAULO}`, 'SUPNORTE')).body)).toEqual([1001, 2001]);
      expect(orders((await wallet(`?customers=${REGISTERS.ALFA}`, 'SUPNORTE')).body)).toEqual([1001, 2001]);
      expect((await wallet(`?cities=${CITY.PORTO_ALEGRE}`)).body).toEqual([]);
    });

    it('pages the whole company in the grid’s order: the pages joined are the whole answer', async () => {
      const orders = (rows: WalletGridRow[]) => rows.map((row) => row.salesOrder);
      expect(orders((await wallet('?pageSize=4', 'ADMIN')).body)).toEqual([1001, 1020, 1030, 2001]);
      expect(orders((await wallet('?pageSize=4&afterOrder=2001', 'ADMIN')).body)).toEqual([2010, 3001]);
      expect((await wallet('?pageSize=4&afterOrder=3001', 'ADMIN')).body).toEqual([]);
      const whole = (await wallet('', 'ADMIN')).body;
      const pages = [
        ...(await wallet('?pageSize=2', 'ADMIN')).body,
        ...(await wallet('?pageSize=2&afterOrder=1020', 'ADMIN')).body,
        ...(await wallet('?pageSize=2&afterOrder=2001', 'ADMIN')).body,
      ];
      expect(pages).toEqual(whole);
      expect((await wallet('?pageSize=0', 'ADMIN')).status).toBe(400);
    });
  });

  describe('Faturado', () => {
    const billed = (start: string, end: string, extra = '', user: 'ANA' | 'BRUNO' = 'ANA') =>
      t.get<BilledGridRow[]>(
        `/api/v1/reports/billed?initialBilling=${start}&finalBilling=${end}${extra}`,
        user,
      );

    it('lists the invoices of the range, both ends included', async () => {
      const { status, body } = await billed('2025-09-20', '2025-09-25');
      expect(status).toBe(200);
      expect(body).toEqual([
        {
          invoice: '5001',
          salesOrder: 1001,
          billingDate: '2025-09-20',
          ...ALFA,
          revenues: 8,
          revenuesValue: 700,
        },
        {
          invoice: '5002',
          salesOrder: 1001,
          billingDate: '2025-09-25',
          ...ALFA,
          revenues: 2,
          revenuesValue: 200,
        },
      ]);
      expect((await billed('2025-09-20', '2025-09-24')).body.map((row) => row.invoice)).toEqual(['5001']);
      expect((await billed('2025-09-21', '2025-09-25')).body.map((row) => row.invoice)).toEqual(['5002']);
    });

    it('covers a whole year and the city filter; another rep without invoices gets []', async () => {
      const year = await billed('2025-01-01', '2025-12-31');
      expect(
        year.body.map((row) => [
          row.invoice,
          row.salesOrder,
          row.billingDate,
          row.revenues,
          row.revenuesValue,
        ]),
      ).toEqual([
        ['4001', 1002, '2025-03-20', 30, 2800],
        ['4010', 1010, '2025-06-20', 8, 800],
        ['4030', 1030, '2025-08-25', 1, 80],
        ['5001', 1001, '2025-09-20', 8, 700],
        ['5002', 1001, '2025-09-25', 2, 200],
      ]);
      expect((await billed('2025-01-01', '2025-12-31', `&cities=${CITY.RIO}`)).body).toEqual([
        {
          invoice: '4010',
          salesOrder: 1010,
          billingDate: '2025-06-20',
          ...ZETA,
          revenues: 8,
          revenuesValue: 800,
        },
      ]);
      expect((await billed('2025-01-01', '2025-12-31', '', 'BRUNO')).body).toEqual([]);
    });

    it('needs both dates, in order', async () => {
      for (const path of [
        '/api/v1/reports/billed?initialBilling=2025-09-01',
        '/api/v1/reports/billed?initialBilling=2025-09-30&finalBilling=2025-09-01',
        '/api/v1/reports/billed?initialBilling=2025-09-31&finalBilling=2025-10-01',
      ]) {
        const { status, body } = await t.get<{ error: { message: string } }>(path, 'ANA');
        expect(status, path).toBe(400);
        expect(body.error.message).toMatch(/Informe|anterior|inexistente/);
      }
    });
  });

  describe('Dup. Aberto', () => {
    it('lists open titles with a balance: overdue, not yet due and extended; paid/canceled/returned/zero left out', async () => {
      const { status, body } = await t.get<DuplicateGridRow[]>('/api/v1/reports/duplicates', 'ANA');
      expect(status).toBe(200);
      const common = (customer: { customerName: string; customerRegister: string }) => ({
        customerName: customer.customerName,
        customerRegister: customer.customerRegister,
      });
      expect(body).toEqual([
        // ALFA has one open order (1001) of ANA.
        {
          ...common(ALFA),
          type: 'DM',
          duplicate: 'R-A2',
          carrier: 'ITAU',
          issueDate: '2025-09-20',
          dueDate: '2025-10-20',
          extensionDate: null,
          position: 'BANCO',
          delay: 0,
          openOrders: 1,
          value: 700,
          balance: 700,
        },
        // R-B2 was due 2025-09-10 but extended to 2025-10-10: not late, and sorted before R-B1 (2025-10-20).
        {
          ...common(BETA),
          type: 'DM',
          duplicate: 'R-B2',
          carrier: 'ITAU',
          issueDate: '2025-08-10',
          dueDate: '2025-09-10',
          extensionDate: '2025-10-10',
          position: 'PRORROGADO',
          delay: 0,
          openOrders: 1,
          value: 200,
          balance: 200,
        },
        {
          ...common(BETA),
          type: 'DM',
          duplicate: 'R-B1',
          carrier: 'ITAU',
          issueDate: '2025-09-01',
          dueDate: '2025-10-20',
          extensionDate: null,
          position: 'BANCO',
          delay: 0,
          openOrders: 1,
          value: 500,
          balance: 500,
        },
        // R-E1: 2025-09-30 − 2025-09-01 = 29 days late; EPSILON's only September order was canceled.
        {
          customerName: 'EPSILON CALCADOS',
          customerRegister: REGISTERS.EPSILON,
          type: 'DM',
          duplicate: 'R-E1',
          carrier: 'BRADESCO',
          issueDate: '2024-10-10',
          dueDate: '2025-09-01',
          extensionDate: null,
          position: 'COBRANCA',
          delay: 29,
          openOrders: 0,
          value: 900,
          balance: 900,
        },
        {
          customerName: 'EPSILON CALCADOS',
          customerRegister: REGISTERS.EPSILON,
          type: 'BOL',
          duplicate: 'R-E2',
          carrier: 'BRADESCO',
          issueDate: '2025-09-15',
          dueDate: '2025-10-15',
          extensionDate: null,
          position: 'BANCO',
          delay: 0,
          openOrders: 0,
          value: 100,
          balance: 100,
        },
      ]);
    });

    it('counts the open orders of every rep in scope; a rep with no open title gets []', async () => {
      const team = await t.get<DuplicateGridRow[]>('/api/v1/reports/duplicates', 'SUPNORTE');
      expect(team.body.find((row) => row.duplicate === 'R-A2')?.openOrders).toBe(2); // 1001 (ANA) + 2001 (BRUNO)
      const carla = await t.get<DuplicateGridRow[]>('/api/v1/reports/duplicates', 'CARLA');
      expect(carla.body).toEqual([
        {
          customerName: 'TETA MODAS',
          customerRegister: REGISTERS.TETA,
          type: 'DM',
          duplicate: 'R-H1',
          carrier: 'ITAU',
          issueDate: '2025-07-01',
          dueDate: '2025-08-01',
          extensionDate: null,
          position: 'BANCO',
          delay: 60,
          openOrders: 1,
          value: 50,
          balance: 50,
        },
      ]);
      expect((await t.get('/api/v1/reports/duplicates', 'BRUNO')).body).toEqual([]);
    });

    it('pages the whole company after the last title of the page before, in the grid’s order', async () => {
      const titles = async (query: string) =>
        (await t.get<DuplicateGridRow[]>(`/api/v1/reports/duplicates${query}`, 'ADMIN')).body;
      const whole = await titles('');
      expect(whole.length).toBeGreaterThan(3);
      const pages: DuplicateGridRow[][] = [];
      let after = '';
      for (;;) {
        const page = await titles(`?pageSize=2${after ? `&afterDuplicate=${after}` : ''}`);
        pages.push(page);
        if (page.length < 2) break;
        after = page[page.length - 1]?.duplicate ?? '';
      }
      expect(pages.flat()).toEqual(whole);
      expect(pages[0]?.map((row) => row.duplicate)).toEqual(whole.slice(0, 2).map((row) => row.duplicate));
    });
  });

  describe('Ped. Cancelados', () => {
    it('lists orders canceled in the last 365 days: 364 days ago in, 366 out; days blocked with and without a date', async () => {
      const { status, body } = await t.get<CanceledOrderGridRow[]>('/api/v1/reports/canceled-orders', 'ANA');
      expect(status).toBe(200);
      const epsilon = {
        customerName: 'EPSILON CALCADOS',
        customerRegister: REGISTERS.EPSILON,
        cityName: 'SÃO PAULO',
        stateCode: 'SP',
      };
      expect(body).toEqual([
        // 1040: blocked 2025-09-21, canceled 2025-09-25 → 4 days; P12 4 parts, net 360.
        {
          reason: 'CLIENTE DESISTIU',
          representativeId: 10,
          representativeName: 'ANA',
          salesOrder: 1040,
          deliveryDate: '2025-10-20',
          cancellationDate: '2025-09-25',
          blockingDate: '2025-09-21',
          daysBlocked: 4,
          ...epsilon,
          canceled: 4,
          canceledValue: 360,
        },
        // 1042: canceled 2024-10-01, 364 days before 2025-09-30; never blocked.
        {
          reason: 'PRECO',
          representativeId: 10,
          representativeName: 'ANA',
          salesOrder: 1042,
          deliveryDate: '2024-09-20',
          cancellationDate: '2024-10-01',
          blockingDate: null,
          daysBlocked: null,
          ...epsilon,
          canceled: 2,
          canceledValue: 180,
        },
        // 1043 (canceled 2024-09-29, 366 days ago) is out.
      ]);
      expect((await t.get('/api/v1/reports/canceled-orders', 'BRUNO')).body).toEqual([]);
    });
  });

  describe('Desemp. Clientes', () => {
    const performance = (query = '', user: 'ANA' | 'SUPNORTE' | 'ADMIN' = 'ANA') =>
      t.get<CustomerPerformanceRow[]>(`/api/v1/reports/customer-performance${query}`, user);
    const groups = (inv: number, ver: number) => [
      { groupCode: 'INV', groupDescription: 'INVERNO', sold: inv },
      { groupCode: 'VER', groupDescription: 'VERAO', sold: ver },
    ];

    it('gives every customer the same groupers (groups sold in the 24 months ending today), 0 where none', async () => {
      const { status, body } = await performance();
      expect(status).toBe(200);
      // Group ANT (KOLD) sold only on 2023-08-30 and 2023-09-30: not after 2023-09-30, so no column.
      expect(body).toEqual([
        // INV: 1001 K13 900 + K12 720; 1002 K10 1000 + K09 1800 = 4420. VER: 1003 K02 400.
        {
          customerFinancialFlag: 0,
          customer: 'ALFA MODAS',
          customerRegister: REGISTERS.ALFA,
          customerCity: 'SÃO PAULO',
          customerState: 'SP',
          customerCreditLimit: 10000,
          customerSituation: 'Ativo',
          groupers: groups(4420, 400),
        },
        {
          customerFinancialFlag: 1,
          customer: 'BETA CONFECCOES',
          customerRegister: REGISTERS.BETA,
          customerCity: 'RIO DE JANEIRO',
          customerState: 'RJ',
          customerCreditLimit: 1000,
          customerSituation: 'Ativo',
          groupers: groups(600, 0),
        },
        {
          customerFinancialFlag: 3,
          customer: 'DELTA ROUPAS',
          customerRegister: REGISTERS.DELTA,
          customerCity: 'CURITIBA',
          customerState: 'PR',
          customerCreditLimit: 2000,
          customerSituation: 'Ativo',
          groupers: groups(200, 0),
        },
        // Last purchase 2024-10-01, 364 days ago: still Ativo. 1041 K09 900.
        {
          customerFinancialFlag: 4,
          customer: 'EPSILON CALCADOS',
          customerRegister: REGISTERS.EPSILON,
          customerCity: 'SÃO PAULO',
          customerState: 'SP',
          customerCreditLimit: 5000,
          customerSituation: 'Ativo',
          groupers: groups(900, 0),
        },
        {
          customerFinancialFlag: 2,
          customer: 'GAMA TECIDOS',
          customerRegister: REGISTERS.GAMA,
          customerCity: 'SÃO PAULO',
          customerState: 'SP',
          customerCreditLimit: null,
          customerSituation: 'Inativo',
          groupers: groups(0, 0),
        },
        // 1010: K08 + K11 = 200 (INV); K01 + K03…K07 = 600 (VER).
        {
          customerFinancialFlag: 0,
          customer: 'ZETA BOUTIQUE',
          customerRegister: REGISTERS.ZETA,
          customerCity: 'RIO DE JANEIRO',
          customerState: 'RJ',
          customerCreditLimit: 3000,
          customerSituation: 'Ativo',
          groupers: groups(200, 600),
        },
      ]);
    });

    it('keeps only the quota articles asked', async () => {
      const { body } = await performance('?quotaArticles=TEC');
      // TECIDO: ALFA P12 450 + P10 1000 (INV), P02 400 (VER); ZETA P08 100 (INV), P04 + P06 200 (VER).
      expect(body.map((row) => [row.customer, row.groupers.map((group) => group.sold)])).toEqual([
        ['ALFA MODAS', [1450, 400]],
        ['BETA CONFECCOES', [0, 0]],
        ['DELTA ROUPAS', [0, 0]],
        ['EPSILON CALCADOS', [0, 0]],
        ['GAMA TECIDOS', [0, 0]],
        ['ZETA BOUTIQUE', [100, 200]],
      ]);
      const nothing = await performance('?quotaArticles=NENHUM');
      for (const row of nothing.body) expect(row.groupers).toEqual([]);
    });

    it('a supervisor sums both reps; a supervisors filter outside the scope is refused', async () => {
      const { body } = await performance('', 'SUPNORTE');
      expect(body.find((row) => row.customerRegister === REGISTERS.ALFA)?.groupers).toEqual(
        groups(5320, 400),
      ); // + 2001: 900
      expect(body.find((row) => row.customerRegister === REGISTERS.ETA)?.groupers).toEqual(groups(300, 0));
      expect((await performance('?supervisors=2', 'SUPNORTE')).status).toBe(403);
      expect((await performance('?supervisors=2', 'ADMIN')).body.map((row) => row.customer)).toEqual([
        'TETA MODAS',
      ]);
    });
  });

  it('refuses bad params with 400 in Portuguese', async () => {
    for (const path of [
      '/api/v1/reports/wallet?supervisors=x',
      '/api/v1/reports/wallet?customers=1',
      '/api/v1/reports/duplicates?representativeId=-3',
      '/api/v1/reports/canceled-orders?representativeId=1.5',
      `/api/v1/reports/customer-performance?quotaArticles=${Array.from({ length: 501 }, (_, i) => `A${i}`).join(',')}`,
    ]) {
      const { status, body } = await t.get<{ error: { code: string; message: string } }>(path, 'ANA');
      expect(status, path).toBe(400);
      expect(body.error.message, path).toMatch(/inválid|Lista com mais/);
    }
  });
});
