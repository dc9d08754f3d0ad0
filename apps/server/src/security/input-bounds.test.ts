import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUL_MESSAGE } from '../plugins/refuse-nul.ts';
import { buildCustomersFixtureApp, type CustomersFixtureApp } from '../testing/customers-fixture.ts';
import { databaseKinds } from '../testing/test-database.ts';

// Every call of the OpenAPI document, with a NUL or the year 0000 fed into each of its inputs (query, path and body
// fields), and every period stretched past five years: 400 with a Portuguese message, never a 500 or a long query.

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
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
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
      const url = `${input.path}?${input.name}=1825-01-01&${end}=2025-12-31&representativeId=10`;
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
