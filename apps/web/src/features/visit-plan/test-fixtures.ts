import { creditAdvice, type RouteRow, type VisitPlanAnswer, type VisitPlanCustomer } from '@portal/contracts';

/** A visit-plan customer as the API answers it, for the screen's tests. */
export const planCustomer = (i: number, patch: Partial<VisitPlanCustomer> = {}): VisitPlanCustomer => ({
  register: String(10_000_000_000_000 + i),
  name: `CLIENTE ${String(i).padStart(3, '0')}`,
  address: 'RUA DAS FLORES, 100',
  cityCode: 3509502,
  city: 'CAMPINAS',
  state: 'SP',
  zipCode: '13010100',
  telephone: '1933330000',
  cellphone: '19999990000',
  whats: null,
  email: null,
  route: 12,
  financialFlag: 0,
  salePotential: 1000,
  lastPurchaseDate: '2026-05-10',
  daysSinceLastPurchase: 197,
  score: 0,
  reasons: [],
  lastVisit: null,
  latitude: null,
  longitude: null,
  location: null,
  ...patch,
});

/** Three customers in score order: one to collect (flag 4), one to replenish and sell, one with credit advice. */
export const sampleAnswer: VisitPlanAnswer = {
  month: '2026-11',
  customers: [
    planCustomer(1, {
      name: 'MALHAS PRIMAVERA LTDA',
      financialFlag: 4,
      score: 1234.56,
      reasons: [
        {
          kind: 'collect',
          figure: 1234.56,
          titles: [
            { number: '4411/1', dueDate: '2026-10-05', delayDays: 49, balance: 734.56 },
            { number: '4411/2', dueDate: '2026-11-05', delayDays: 18, balance: 500 },
          ],
        },
        { kind: 'blocked', orders: [{ order: 9001, blockedOn: '2026-11-20', totalNetValue: 2500 }] },
      ],
      lastVisit: {
        customerRegister: '10000000000001',
        customerName: 'MALHAS PRIMAVERA LTDA',
        representativeId: 1,
        visitedOn: '2026-11-02',
        outcome: 'absent',
        note: '',
        recordedBy: 'REP1',
        distanceMeters: null,
        offSite: null,
      },
    }),
    planCustomer(2, {
      name: 'CONFECÇÕES ALVORADA',
      whats: '(19) 98888-7777',
      score: 950.4,
      reasons: [
        {
          kind: 'replenish',
          figure: 800,
          group: 'V',
          groupDescription: 'VERÃO',
          previousCollection: 'V26',
          previousCollectionDescription: 'VERÃO 2026',
          currentCollection: 'V27',
          currentCollectionDescription: 'VERÃO 2027',
        },
        {
          kind: 'goal',
          figure: 150.4,
          quotaArticle: 'JEA',
          quotaArticleDescription: 'JEANS',
          repGap: 12000,
        },
      ],
    }),
    planCustomer(3, {
      name: 'BOUTIQUE ESTRELA',
      financialFlag: 2,
      score: 0,
      cellphone: null,
      telephone: null,
      lastPurchaseDate: null,
      daysSinceLastPurchase: null,
      reasons: [
        {
          kind: 'goal',
          figure: 75.1,
          quotaArticle: 'JEA',
          quotaArticleDescription: 'JEANS',
          repGap: 12000,
        },
        {
          kind: 'goal',
          figure: 20,
          quotaArticle: 'MLH',
          quotaArticleDescription: 'MALHA',
          repGap: 3000.5,
        },
        {
          kind: 'credit',
          financialFlag: 2,
          // What the server sends in a credit reason: contracts' text, the web keeps no copy.
          advice: creditAdvice[2],
        },
      ],
    }),
  ],
};

export const routeRow = (cityCode: number, cityName: string, route: number): RouteRow => ({
  representativeId: 1,
  representativeName: 'REP UM',
  cityCode,
  cityName,
  stateCode: 'SP',
  population: 1000,
  route,
  routeVersion: 1,
});

export const sampleRoutes: RouteRow[] = [
  routeRow(3509502, 'CAMPINAS', 12),
  routeRow(3525904, 'JUNDIAÍ', 12),
  routeRow(3548500, 'SANTOS', 7),
  routeRow(3550308, 'SÃO PAULO', 0),
];
