import { canceledOrderGridAnswer, errorBody, walletGridAnswer } from '@portal/contracts';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app.ts';
import { makeClock } from '../config/clock.ts';
import { openDatabase } from '../db/connect.ts';
import { TEST_SECRET } from '../testing/test-app.ts';
import { answerSerializerCompiler, takesJsonSchemaPath } from './answer-serializer.ts';

const serializerOf = (schema: z.ZodType) =>
  answerSerializerCompiler()({ schema, method: 'GET', url: '/api/v1/teste', httpStatus: '200' });

const walletRow = {
  statusColor: 'red',
  status: 'blocked',
  statusDescription: 'Bloqueado',
  salesOrder: 981234,
  deliveryDate: null,
  customerName: 'Confecções "Águia" & Cia\n\u2028Ltda',
  customerRegister: '12345678000199',
  cityName: 'São João del-Rei',
  stateCode: 'MG',
  priceTable: null,
  sold: 120,
  soldValue: 15230.5,
  invoicedValue: 0,
  toBeInvoicedValue: 15230.5,
};

const thrownBy = (run: () => unknown): unknown => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('nada foi lançado');
};

describe('the answer serializer', () => {
  it('writes the same text as zod + JSON.stringify: key order, nulls, accents, quotes, line breaks', () => {
    const rows = [
      walletRow,
      { ...walletRow, salesOrder: 981235, deliveryDate: '2025-10-03', priceTable: 'T1' },
    ];
    expect(serializerOf(walletGridAnswer)(rows)).toBe(JSON.stringify(walletGridAnswer.parse(rows)));
  });

  it('leaves out fields the contract does not have, as zod does', () => {
    const text = serializerOf(walletGridAnswer)([{ ...walletRow, passwordHash: 'segredo', internal: 1 }]);
    expect(text).not.toContain('segredo');
    expect(JSON.parse(text)).toEqual([walletRow]);
  });

  it('leaves out an optional field that is undefined and writes one that is set', () => {
    const schema = z.object({ code: z.number().int(), note: z.string().optional() });
    expect(serializerOf(schema)({ code: 1, note: undefined })).toBe('{"code":1}');
    expect(serializerOf(schema)({ code: 1, note: 'sim' })).toBe('{"code":1,"note":"sim"}');
  });

  it.each([
    ['a money field as text', { soldValue: '15230.50' }],
    ['a count with decimals', { sold: 1.5 }],
    ['a status outside the list', { status: 'lost' }],
    ['a date that is not yyyy-mm-dd', { deliveryDate: '03/10/2025' }],
    ['a required field missing', { customerName: undefined }],
    ['a number that is not finite', { invoicedValue: Number.NaN }],
  ])('refuses an answer out of contract (%s) with the error errors.ts turns into 500', (_case, change) => {
    const error = thrownBy(() => serializerOf(walletGridAnswer)([{ ...walletRow, ...change }]));
    expect(isResponseSerializationError(error as Error)).toBe(true);
    // zod's issues say where, for the log.
    expect((error as { cause: { issues: unknown[] } }).cause.issues.length).toBeGreaterThan(0);
  });

  it('takes the JSON Schema path for the grids and the error body', () => {
    for (const schema of [walletGridAnswer, canceledOrderGridAnswer, errorBody])
      expect(takesJsonSchemaPath(schema)).toBe(true);
  });

  it('gives schemas JSON Schema cannot hold (a transform, a default) to zod, which applies them', () => {
    const upper = z.object({ name: z.string().transform((value) => value.toUpperCase()) });
    expect(serializerOf(upper)({ name: 'maringá' })).toBe('{"name":"MARINGÁ"}');
    const withDefault = z.object({ route: z.number().int().default(0) });
    expect(serializerOf(withDefault)({})).toBe('{"route":0}');
    expect([takesJsonSchemaPath(upper), takesJsonSchemaPath(withDefault)]).toEqual([false, false]);
  });

  it('writes the error body and a grid of the cancelled orders as zod does', () => {
    const error = { error: { code: 'BAD_REQUEST', message: 'Informe a data (AAAA-MM-DD)', field: 'date' } };
    expect(serializerOf(errorBody)(error)).toBe(JSON.stringify(errorBody.parse(error)));
    const canceled = [
      {
        reason: null,
        representativeId: 7,
        representativeName: 'Ana Lúcia',
        salesOrder: 5512,
        deliveryDate: '2025-09-01',
        cancellationDate: '2025-09-12',
        blockingDate: '2025-09-02',
        daysBlocked: 10,
        customerName: 'Malharia Sul',
        customerRegister: '55443322000111',
        cityName: 'Blumenau',
        stateCode: 'SC',
        canceled: 36,
        canceledValue: 1820.4,
      },
    ];
    expect(serializerOf(canceledOrderGridAnswer)(canceled)).toBe(
      JSON.stringify(canceledOrderGridAnswer.parse(canceled)),
    );
  });

  it('with compareWithZod, refuses a text that differs from zod’s', () => {
    // A refinement is not in JSON Schema: the fast path accepts 2025-02-30, zod does not, and the comparison says so.
    const schema = z.object({ day: z.string().refine((value) => value !== '2025-02-30', 'dia inexistente') });
    const compare = answerSerializerCompiler({ compareWithZod: true })({
      schema,
      method: 'GET',
      url: '/api/v1/teste',
      httpStatus: '200',
    });
    expect(compare({ day: '2025-02-28' })).toBe('{"day":"2025-02-28"}');
    expect(isResponseSerializationError(thrownBy(() => compare({ day: '2025-02-30' })) as Error)).toBe(true);
  });

  it('through the app: a field outside the contract never leaves, and an answer out of contract is a bare 500', async () => {
    const handle = await openDatabase({ dataDir: 'memory://' });
    const app = await buildApp({ handle, clock: makeClock(), jwtSecret: TEST_SECRET });
    let answer: unknown[] = [];
    app.get('/api/teste-contrato', { schema: { response: { 200: walletGridAnswer } } }, async () => answer);
    await app.ready();
    try {
      answer = [{ ...walletRow, passwordHash: 'segredo' }];
      const kept = await app.inject({ method: 'GET', url: '/api/teste-contrato' });
      expect(kept.statusCode).toBe(200);
      expect(kept.json()).toEqual([walletRow]);
      answer = [{ ...walletRow, soldValue: '15230.50', passwordHash: 'segredo' }];
      const refused = await app.inject({ method: 'GET', url: '/api/teste-contrato' });
      expect(refused.statusCode).toBe(500);
      expect(refused.json()).toEqual({ error: { code: 'INTERNAL', message: 'Erro interno no servidor' } });
    } finally {
      await app.close();
      await handle.close();
    }
  });
});
