import type { VisitPlanAnswer, VisitPlanCustomer, VisitReason } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import type { CustomersFixtureApp } from '../../testing/customers-fixture.ts';
import { databaseKinds } from '../../testing/test-database.ts';
import {
  buildVisitPlanFixtureApp,
  POINTS,
  RIO,
  SAO_PAULO,
  SAO_PAULO_CENTRE,
  V,
} from '../../testing/visit-plan-fixture.ts';
import { sharedFixture } from '../../testing/shared-fixture.ts';

// The visit plan (docs/domain.md §5.1) on test-fixtures/visit-plan, every field by value, computed by hand.
// Today 2025-09-30: "the 365 days ending yesterday" = 2024-09-30 … 2025-09-29; M = September 2025.
// Rep 10's September gaps: TEC 1000 − (300 + 200) = 500; MAL 400 − 450 < 0, so MAL never gives a goal reason.

/** A customer's own point from the fixture, else no location (UM and CREDITO say otherwise below). */
const ownPoint = (register: string): Pick<VisitPlanCustomer, 'latitude' | 'longitude' | 'location'> => {
  const name = (Object.keys(V) as (keyof typeof V)[]).find((key) => V[key] === register);
  const point = name ? POINTS[name] : undefined;
  return point ? { ...point, location: 'customer' } : { latitude: null, longitude: null, location: null };
};

const card = (
  register: string,
  name: string,
  fields: Pick<VisitPlanCustomer, 'financialFlag' | 'salePotential' | 'score' | 'reasons'> &
    Partial<VisitPlanCustomer>,
): VisitPlanCustomer => ({
  register,
  name,
  address: null,
  cityCode: SAO_PAULO,
  city: 'SÃO PAULO',
  state: 'SP',
  zipCode: null,
  telephone: null,
  cellphone: null,
  whats: null,
  email: null,
  route: 12,
  lastPurchaseDate: null,
  daysSinceLastPurchase: null,
  lastVisit: null,
  ...ownPoint(register),
  ...fields,
});

const replenishVer = (figure: number): VisitReason => ({
  kind: 'replenish',
  figure,
  group: 'VER',
  groupDescription: 'VERAO',
  previousCollection: 'V24',
  previousCollectionDescription: 'VERAO 2024',
  currentCollection: 'V25',
  currentCollectionDescription: 'VERAO 2025',
});
const goalTec = (figure: number): VisitReason => ({
  kind: 'goal',
  figure,
  quotaArticle: 'TEC',
  quotaArticleDescription: 'TECIDO',
  repGap: 500,
});
const credit = (financialFlag: 1 | 2 | 3, advice: string): VisitReason => ({
  kind: 'credit',
  financialFlag,
  advice,
});

/** A flag-0 customer whose one reason is V24's 800 to replenish: score 800. */
const replenishing = (
  register: string,
  name: string,
  fields: Pick<VisitPlanCustomer, 'salePotential' | 'lastPurchaseDate' | 'daysSinceLastPurchase'>,
) => card(register, name, { financialFlag: 0, score: 800, reasons: [replenishVer(800)], ...fields });

// Only V24 bought (800 on 2025-06-06), flag 0: score 800; ties with EMPATE and REPOE, the biggest potential first.
const MAIOR = replenishing(V.MAIOR, 'MAIOR POTENCIAL', {
  salePotential: 2500,
  lastPurchaseDate: '2025-06-06',
  daysSinceLastPurchase: 116, // 24 days left of June + 31 + 31 + 30
});
// Same score and potential as REPOE: by name, EMPATE first.
const EMPATE = replenishing(V.EMPATE, 'EMPATE MODAS', {
  salePotential: 2000,
  lastPurchaseDate: '2025-05-05',
  daysSinceLastPurchase: 148, // 26 + 30 + 31 + 31 + 30
});
// V24 bought on 2024-10-10 (inside the 365 days), MAL not in September: no goal reason, MAL's gap is none.
const REPOE = replenishing(V.REPOE, 'REPOE MODAS', {
  salePotential: 2000,
  lastPurchaseDate: '2024-10-10',
  daysSinceLastPurchase: 355, // 21 left of October 2024 + 30 + 31 + 31 + 28 + 31 + 30 + 31 + 30 + 31 + 31 + 30
});
// Flag 1: limit 1000 − open 200 − blocked 703 to invoice 900 = −100. TEC in the 365 days: 240.06 + 900 = 1140.06,
// / 12 = 95.005 → 95.01 (half-up). Score = 300.10 + 95.01 = 395.11.
const UM = card(V.UM, 'UM MODAS', {
  // No point of its own: drawn at São Paulo's centre.
  ...SAO_PAULO_CENTRE,
  location: 'city',
  financialFlag: 1,
  salePotential: 800,
  score: 395.11,
  reasons: [
    replenishVer(300.1),
    goalTec(95.01),
    { kind: 'blocked', orders: [{ order: 703, blockedOn: '2025-08-12', totalNetValue: 900 }] },
    credit(1, 'Limite insuficiente: solicite a reanálise de crédito.'),
  ],
  lastPurchaseDate: '2025-08-10',
  daysSinceLastPurchase: 51, // 21 + 30
});
// Overdue: R-A1 due 2025-08-31 (30 days, 100.00) and R-A2 due 2025-07-01 extended to 2025-09-10 (20 days, 50.50);
// R-A3 not due yet, R-A4 paid, R-A5 canceled. TEC bought in September: no goal reason.
const COBRA = card(V.COBRA, 'COBRA MODAS', {
  address: 'RUA A, 1',
  zipCode: '01001-000',
  telephone: '1133330001',
  cellphone: '11999990001',
  whats: '11999990001',
  email: 'cobra@exemplo.com.br',
  financialFlag: 4,
  salePotential: 1000,
  score: 150.5,
  reasons: [
    {
      kind: 'collect',
      figure: 150.5,
      titles: [
        { number: 'R-A1', dueDate: '2025-08-31', delayDays: 30, balance: 100 },
        { number: 'R-A2', dueDate: '2025-09-10', delayDays: 20, balance: 50.5 },
      ],
    },
  ],
  lastPurchaseDate: '2025-09-05',
  daysSinceLastPurchase: 25,
});
// TEC: 2024-09-29 (500) is before the 365 days, 2024-09-30 (100) is their first day, 2025-03-15 1134.62:
// (100 + 1134.62) / 12 = 102.885 → 102.89.
const META = card(V.META, 'META MODAS', {
  financialFlag: 0,
  salePotential: 3000,
  score: 102.89,
  reasons: [goalTec(102.89)],
  lastPurchaseDate: '2025-03-15',
  daysSinceLastPurchase: 199, // 16 + 30 + 31 + 30 + 31 + 31 + 30
});
// Flag 4 with every reason but credit: score = collect alone. V24: 400 + blocked 603's 100 = 500; TEC 600 / 12 = 50.
const TUDO = card(V.TUDO, 'TUDO MODAS', {
  financialFlag: 4,
  salePotential: 4000,
  score: 75,
  reasons: [
    {
      kind: 'collect',
      figure: 75,
      titles: [{ number: 'R-F1', dueDate: '2025-09-01', delayDays: 29, balance: 75 }],
    },
    replenishVer(500),
    goalTec(50),
    { kind: 'blocked', orders: [{ order: 603, blockedOn: '2025-08-21', totalNetValue: 100 }] },
  ],
  lastPurchaseDate: '2025-08-20',
  daysSinceLastPurchase: 41, // 11 + 30
});
// Score 0 with a reason, by potential: BLOQ 1500, SUSPENSA 700, CREDITO 500.
const BLOQ = card(V.BLOQ, 'BLOQ MODAS', {
  financialFlag: 0,
  salePotential: 1500,
  score: 0,
  reasons: [{ kind: 'blocked', orders: [{ order: 401, blockedOn: '2025-09-22', totalNetValue: 200 }] }],
  lastPurchaseDate: '2025-09-20',
  daysSinceLastPurchase: 10,
});
// Flag 3: replenish 250 and goal 360 / 12 = 30 are listed but not scored.
const SUSPENSA = card(V.SUSPENSA, 'SUSPENSA MODAS', {
  financialFlag: 3,
  salePotential: 700,
  score: 0,
  reasons: [
    replenishVer(250),
    goalTec(30),
    credit(3, 'Crédito suspenso: venda condicionada a pagamento antecipado ou cartão.'),
  ],
  lastPurchaseDate: '2025-02-15',
  daysSinceLastPurchase: 227, // 13 + 31 + 30 + 31 + 30 + 31 + 31 + 30
});
// No limit, no order: flag 2. In Rio, on route 5.
const CREDITO = card(V.CREDITO, 'CREDITO MODAS', {
  cityCode: RIO,
  city: 'RIO DE JANEIRO',
  state: 'RJ',
  route: 5,
  financialFlag: 2,
  salePotential: 500,
  score: 0,
  reasons: [
    credit(2, 'Sem limite: sem faturamento ou mais de 12 meses sem comprar; solicite a análise de crédito.'),
  ],
});
// V24 and V25 bought, MAL in September, nothing owed or blocked (its canceled order never counts): no reason, last
// despite the biggest potential.
const SEM = card(V.SEM, 'SEM MOTIVO', {
  financialFlag: 0,
  salePotential: 9999,
  score: 0,
  reasons: [],
  lastPurchaseDate: '2025-09-10',
  daysSinceLastPurchase: 20,
});

const ROUTE_12 = [MAIOR, EMPATE, REPOE, UM, COBRA, META, TUDO, BLOQ, SUSPENSA, SEM];

describe.each(databaseKinds)('visit plan on %s', (kind) => {
  const t = sharedFixture(() => buildVisitPlanFixtureApp(kind));

  const plan = (query: string, user: Parameters<CustomersFixtureApp['get']>[1] = 'ANA') =>
    t.get<VisitPlanAnswer>(`/api/v1/visit-plan?${query}`, user);

  it("answers a rep's route whole: reasons, figures, score, order and card fields", async () => {
    const { status, body } = await plan('route=12');
    expect(status).toBe(200);
    expect(body).toEqual({ month: '2025-09', customers: ROUTE_12 });
  });

  it('takes cities alone, or a route and cities together (either matches)', async () => {
    expect((await plan(`cities=${RIO}`)).body.customers).toEqual([CREDITO]);
    expect((await plan(`route=12&cities=${RIO}`)).body.customers).toEqual([
      MAIOR,
      EMPATE,
      REPOE,
      UM,
      COBRA,
      META,
      TUDO,
      BLOQ,
      SUSPENSA,
      CREDITO,
      SEM,
    ]);
    expect((await plan(`cities=${SAO_PAULO}`)).body.customers).toEqual(ROUTE_12);
  });

  it('answers an empty route with an empty list', async () => {
    expect(await plan('route=99')).toEqual({ status: 200, body: { month: '2025-09', customers: [] } });
  });

  it('refuses a plan with neither route nor cities', async () => {
    for (const query of ['', 'representativeId=10', 'route=&cities=']) {
      const { status, body } = await plan(query);
      expect(status, query).toBe(400);
      expect(body, query).toMatchObject({
        error: { code: 'BAD_REQUEST', message: 'Informe a rota ou as cidades' },
      });
    }
  });

  it("keeps to the caller's scope: OUTRO (rep 11, flag 4, overdue 40) only for rep 11's readers", async () => {
    const registers = async (query: string, user: Parameters<CustomersFixtureApp['get']>[1]) =>
      (await plan(query, user)).body.customers.map((customer) => customer.register);
    const rep10 = ROUTE_12.map((customer) => customer.register);
    // Score 40: after TUDO (75), before the score-0 customers.
    const withOutro = [...rep10.slice(0, 7), V.OUTRO, ...rep10.slice(7)];
    expect(await registers('route=12', 'BRUNO')).toEqual([V.OUTRO]);
    expect(await registers('route=12', 'CARLA')).toEqual([]);
    expect(await registers('route=12', 'SUPNORTE')).toEqual(withOutro);
    expect(await registers('route=12&representativeId=10', 'SUPNORTE')).toEqual(rep10);
    expect(await registers('route=12', 'ADMIN')).toEqual(withOutro);
    for (const [user, query] of [
      ['ANA', 'route=12&representativeId=11'],
      ['SUPNORTE', 'route=12&representativeId=20'],
      ['BRUNO', 'route=12&representativeId=10'],
    ] as const) {
      const { status, body } = await plan(query, user);
      expect(status, `${user} ${query}`).toBe(403);
      expect(body).toMatchObject({ error: { code: 'FORBIDDEN' } });
    }
    expect((await t.get('/api/v1/visit-plan?route=12')).status).toBe(401);
  });
});
