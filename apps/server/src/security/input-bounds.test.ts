import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUL_MESSAGE } from '../plugins/refuse-nul.ts';
import { buildCustomersFixtureApp, type CustomersFixtureApp } from '../testing/customers-fixture.ts';
import { databaseKinds } from '../testing/test-database.ts';

// Every call of the OpenAPI document, with a NUL or the year 0000 fed into each of its inputs (query, path and body
// fields), the largest and smallest values of each type (dates, months, integers), and every period stretched past
// five years: 400 with a Portuguese message, never a 500 or a long query.

type Schema = { type?: string; properties?: Record<string, Schema>; pattern?: string };
type Operation = {
  parameters?: { name: string; in: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
type Input = { method: string; path: string; where: 'query' | 'path' | 'body'; name: string; date: boolean };

const withNul = fc
  .tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }))
  .map(([before, after]) => `${before}\u0000${after}`);
const yearZero = fc.constantFrom('0000-01-01', '0000-12-31', '0000-02-29', '0000-06');
/** Dates and months past either end of what the portal takes (1900-01-01…2199-12-31, docs/decisions/082). */
const outOfRangeDates = fc.constantFrom(
  '9999-12-01',
  '9999-12-31',
  '2200-01-01',
  '1899-12-31',
  '0001-01-01',
  '9999-12',
  '2200-01',
  '1899-12',
);
/** Integers at and past the ends of PostgreSQL's integer and bigint, of JavaScript's safe integers, and beyond. */
const extremeIntegers = fc.constantFrom(
  '2147483647',
  '2147483648',
  '-2147483648',
  '-2147483649',
  '9007199254740991',
  '9007199254740993',
  '9223372036854775808',
  '-9223372036854775809',
  '1e308',
  '-1e308',
  '0',
  '-1',
);

const inputsOf = (paths: Record<string, Record<string, Operation>>): Input[] =>
  Object.entries(paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) => {
      const parameters = (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'query' || parameter.in === 'path')
        .map((parameter) => ({
          method,
          path,
          where: parameter.in as 'query' | 'path',
          name: parameter.name,
          date: /date|month|billing/i.test(parameter.name),
        }));
      const body = operation.requestBody?.content?.['application/json']?.schema?.properties ?? {};
      const fields = Object.keys(body).map((name) => ({
        method,
        path,
        where: 'body' as const,
        name,
        date: /date|month/i.test(name),
      }));
      return [...parameters, ...fields];
    }),
  );

describe.each(databaseKinds)('NUL bytes, the year 0000 and long periods on %s', (kind) => {
  let t: CustomersFixtureApp;
  let inputs: Input[];
  beforeAll(async () => {
    t = await buildCustomersFixtureApp(kind);
    const document = (
      await t.app.inject({
        method: 'GET',
        url: '/api/docs/json',
        headers: { authorization: `Bearer ${t.tokens.ADMIN}` },
      })
    ).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    inputs = inputsOf(document.paths);
  });
  afterAll(async () => t?.close());

  const call = async (input: Input, value: string) => {
    const url = input.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      input.where === 'path' && name === input.name ? encodeURIComponent(value) : '1',
    );
    const query = input.where === 'query' ? `?${input.name}=${encodeURIComponent(value)}` : '';
    const isWrite = input.method !== 'get';
    return t.app.inject({
      method: input.method.toUpperCase() as 'GET',
      url: `${url}${query}`,
      headers: { authorization: `Bearer ${t.tokens.ADMIN}` },
      ...(isWrite ? { payload: input.where === 'body' ? { [input.name]: value } : {} } : {}),
    });
  };

  it('finds the calls to try in the OpenAPI document', () => {
    expect(inputs.length).toBeGreaterThan(60);
    expect(inputs.some((input) => input.path === '/api/login' && input.name === 'username')).toBe(true);
  });

  it('answers a NUL anywhere with 400 and the message, on every call', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 10_000 }), withNul, async (pick, value) => {
        const input = inputs[pick % inputs.length]!;
        const answer = await call(input, value);
        expect(answer.statusCode, `${input.method} ${input.path} ${input.name}`).toBe(400);
        expect(answer.json().error.message).toContain(NUL_MESSAGE);
      }),
      { numRuns: 150 },
    );
  });

  it('answers the year 0000 in a date or month with 400, never 500', async () => {
    const dates = inputs.filter((input) => input.date);
    expect(dates.length).toBeGreaterThan(10);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...dates), yearZero, async (input, value) => {
        const answer = await call(input, value);
        expect(answer.statusCode, `${input.method} ${input.path} ${input.name} ${value}`).toBe(400);
        expect(answer.json().error.message).toMatch(/inexistente|inválid|Informe/);
      }),
      { numRuns: 120 },
    );
  });

  it('answers a date or month outside 1900…2199 with 400 and a Portuguese message, never 500', async () => {
    const dates = inputs.filter((input) => input.date);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...dates), outOfRangeDates, async (input, value) => {
        const answer = await call(input, value);
        expect(answer.statusCode, `${input.method} ${input.path} ${input.name} ${value}`).toBe(400);
        expect(answer.json().error.message).toMatch(/1900|inválid|Informe/);
      }),
      { numRuns: 200 },
    );
  });

  it('answers the largest and smallest integers in every input without a 500', async () => {
    const others = inputs.filter((input) => !input.date);
    for (const input of others)
      for (const value of ['2147483648', '-2147483649', '9223372036854775808', '1e308']) {
        const answer = await call(input, value);
        expect(answer.statusCode, `${input.method} ${input.path} ${input.name} ${value}`).toBeLessThan(500);
      }
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...others), extremeIntegers, async (input, value) => {
        const answer = await call(input, value);
        expect(answer.statusCode, `${input.method} ${input.path} ${input.name} ${value}`).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });

  it('answers the six calls that crashed on a December of 9999, and view-as past the integer range, with 400', async () => {
    const admin = { authorization: `Bearer ${t.tokens.ADMIN}` };
    for (const path of [
      '/api/v1/goal-sales/get-by',
      '/api/v1/goal-sales-period/get-by',
      '/api/v1/goal-revenues/get-by',
      '/api/v1/customer/served',
      '/api/v1/commission/statement',
      '/api/v1/team/board',
    ]) {
      for (const date of ['9999-12-01', '1899-12-31']) {
        const answer = await t.app.inject({ method: 'GET', url: `${path}?date=${date}`, headers: admin });
        expect(answer.statusCode, `${path} ${date}`).toBe(400);
        expect(answer.json().error.message, path).toContain(
          'Data fora do intervalo aceito: de 1900-01-01 a 2199-12-31',
        );
      }
      const edge = await t.app.inject({ method: 'GET', url: `${path}?date=2199-12-31`, headers: admin });
      expect(edge.statusCode, `${path} 2199-12-31`).toBe(200);
    }
    const viewAs = await t.app.inject({
      method: 'POST',
      url: '/api/v1/team/view-as',
      headers: admin,
      payload: { representativeId: 2147483648 },
    });
    expect(viewAs.statusCode).toBe(400);
    expect(viewAs.json().error.message).toContain('Representante inválido');
  });

  it('refuses a period of more than five years on every call that takes one', async () => {
    const periods = inputs.filter(
      (input) =>
        input.where === 'query' && /^initial.*(Date|Billing)$/.test(input.name) && input.method === 'get',
    );
    expect(periods.map((input) => input.path)).toEqual(
      expect.arrayContaining(['/api/v1/customer/orders', '/api/v1/reports/billed']),
    );
    for (const input of periods) {
      const end = input.name.replace(/^initial/, 'final');
      const url = `${input.path}?${input.name}=1925-01-01&${end}=2025-12-31&representativeId=10`;
      const answer = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${t.tokens.ADMIN}` },
      });
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json().error.message, url).toContain('Período de no máximo 5 anos');
      const fiveYears = `${input.path}?${input.name}=2020-10-01&${end}=2025-09-30&representativeId=10`;
      const within = await t.app.inject({
        method: 'GET',
        url: fiveYears,
        headers: { authorization: `Bearer ${t.tokens.ADMIN}` },
      });
      expect(within.statusCode, fiveYears).toBe(200);
    }
  });
});
