import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../errors.ts';

export const NUL_MESSAGE = 'Texto inválido: o caractere nulo (\\0) não é aceito';

/** Whether a parsed query, params or JSON body holds a NUL anywhere, in a value or in a key. */
const holdsNul = (value: unknown, depth = 0): boolean => {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > 32) return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item, depth + 1));
};

/**
 * PostgreSQL stores no NUL in text and answers an error for one, so a NUL in any input is refused with 400 before
 * validation, for every call at once, present and future.
 */
export const refuseNulPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.query) || holdsNul(request.params) || holdsNul(request.body))
      throw badRequest(NUL_MESSAGE);
  });
});
