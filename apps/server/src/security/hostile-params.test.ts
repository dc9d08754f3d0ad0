import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANA_CUSTOMERS, buildCustomersFixtureApp, REGISTERS } from '../testing/customers-fixture.ts';
import { sharedFixture } from '../testing/shared-fixture.ts';

// Random and hostile values thrown at every parameter of every call, as ANA (rep 10): the answer is 200, 400 or
// 403 (another rep named), never a 500, and no row of another rep ever comes back.

const getCalls = [
  '/api/v1/goal-sales/get-by',
  '/api/v1/goal-sales-period/get-by',
  '/api/v1/goal-revenues/get-by',
  '/api/v1/wallet/get-by',
  '/api/v1/commission/get-by',
  '/api/v1/collection/get-by',
  '/api/v1/non-payment/get-by',
  '/api/v1/customer/served',
  '/api/v1/customer/sale-frequency',
  '/api/v1/customer/orders',
  '/api/v1/quota-article/get-all',
  '/api/v1/quota-article/get-by',
  '/api/v1/city/get-by',
  '/api/v1/customer/get-by',
  '/api/v1/supervisor/get-by',
  '/api/v1/reports/wallet',
  '/api/v1/reports/billed',
  '/api/v1/reports/duplicates',
  '/api/v1/reports/canceled-orders',
  '/api/v1/reports/customer-performance',
  '/api/v1/routes',
  '/api/v1/representative/current-user',
  '/api/account/users/ext',
  '/api/v1/notifications',
  '/api/v1/inbox/counts',
  '/api/v1/messages',
];

const paramNames = [
  'date',
  'representativeId',
  'supervisorId',
  'quotaArticles',
  'initialIssueDate',
  'finalIssueDate',
  'bought',
  'cities',
  'customers',
  'route',
  'financialFlags',
  'text',
  'supervisors',
  'initialBilling',
  'finalBilling',
];

const hostile = fc.oneof(
  fc.constantFrom(
    "' or 1=1 --",
    '1; drop table customers; --',
    '$1',
    '%',
    '_',
    '\\',
    '"',
    '',
    ',',
    ',,,',
    'null',
    'undefined',
    'NaN',
    'Infinity',
    '-1',
    '0',
    '10',
    '20',
    '1e309',
    '99999999999999999999999',
    '2147483648',
    '-2147483649',
    '2025-02-30',
    '2025-13-01',
    '0000-00-00',
    '9999-12-31',
    '2025-09-30',
    '2025-09-30T00:00:00Z',
    'true',
    'false',
    'SÃO PAULO',
    '\u0000',
    '🧵👗',
    'a'.repeat(101),
    Array.from({ length: 501 }, (_, i) => String(i)).join(','),
  ),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.integer().map(String),
  fc.double().map(String),
  fc.array(fc.integer({ min: -5, max: 5_000_000 }), { maxLength: 6 }).map((list) => list.join(',')),
);

const queryArbitrary = fc.dictionary(fc.constantFrom(...paramNames), hostile, { maxKeys: 6 });

const ownRegisters = new Set<string>(ANA_CUSTOMERS);

/** Every representativeId and customer register anywhere in an answer. */
const collectOwners = (value: unknown, reps: Set<number>, registers: Set<string>): void => {
  if (Array.isArray(value)) {
    for (const item of value) collectOwners(item, reps, registers);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const [key, field] of Object.entries(value)) {
    if (key === 'representativeId' && typeof field === 'number') reps.add(field);
    else if ((key === 'register' || key === 'customerRegister') && typeof field === 'string')
      registers.add(field);
    else collectOwners(field, reps, registers);
  }
};

describe('hostile parameters', () => {
  const t = sharedFixture(() => buildCustomersFixtureApp('pglite'));

  it.each(getCalls)('%s answers 200/400/403 and stays in scope', async (path) => {
    await fc.assert(
      fc.asyncProperty(queryArbitrary, async (query) => {
        const url = `${path}?${new URLSearchParams(query).toString()}`;
        const response = await t.app.inject({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${t.tokens.ANA}` },
        });
        expect([200, 400, 403], `${url} → ${response.statusCode} ${response.body.slice(0, 200)}`).toContain(
          response.statusCode,
        );
        const body = response.json();
        if (response.statusCode !== 200) {
          expect(typeof body.error.message).toBe('string');
          return;
        }
        const reps = new Set<number>();
        const registers = new Set<string>();
        collectOwners(body, reps, registers);
        for (const rep of reps) expect(rep, url).toBe(10);
        for (const register of registers)
          expect(ownRegisters.has(register), `${url}: ${register}`).toBe(true);
      }),
      { numRuns: 25, seed: 20251123 },
    );
  });

  it('never answers 500 to hostile write bodies, and a refused write changes nothing', async () => {
    const before = await t.handle.db
      .selectFrom('customers')
      .select(['register', 'route'])
      .orderBy('register')
      .execute();
    const body = fc.record(
      {
        register: fc.oneof(
          fc.constantFrom(REGISTERS.BETA, REGISTERS.TETA, '123'),
          fc.string({ maxLength: 20 }),
        ),
        route: fc.oneof(
          fc.constantFrom('', null, -1, 10_000, 1.5, '12a', 'NaN', '1e3'),
          fc.string({ maxLength: 8 }),
        ),
        representativeId: fc.oneof(fc.constantFrom(10, 20, 0, -1, 'x'), fc.integer()),
        cityCode: fc.oneof(fc.constantFrom(3550308, 1, 'x'), fc.integer()),
        routeVersion: fc.oneof(fc.constant(undefined), fc.integer({ min: -1, max: 3 })),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/v1/customer/update', '/api/v1/routes'),
        body,
        async (path, payload) => {
          const response = await t.app.inject({
            method: path === '/api/v1/routes' ? 'PUT' : 'POST',
            url: path,
            payload,
            headers: { authorization: `Bearer ${t.tokens.ANA}` },
          });
          expect(
            [400, 403, 404, 409],
            `${path} ${JSON.stringify(payload)} → ${response.body.slice(0, 200)}`,
          ).toContain(response.statusCode);
        },
      ),
      { numRuns: 60, seed: 7 },
    );
    const after = await t.handle.db
      .selectFrom('customers')
      .select(['register', 'route'])
      .orderBy('register')
      .execute();
    expect(after).toEqual(before);
  });
});
