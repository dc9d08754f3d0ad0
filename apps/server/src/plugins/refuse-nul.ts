import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../errors.ts';

export const NUL_MESSAGE = 'Texto inválido: o caractere nulo (\\0) não é aceito';
export const UNPAIRED_SURROGATE_MESSAGE =
  'Texto inválido: há um caractere incompleto (metade de um emoji ou símbolo); apague-o e digite de novo';

type Flaw = 'nul' | 'surrogate' | undefined;

/** A high half not followed by a low one, or a low half not after a high one (String#isWellFormed, pre-ES2024). */
const UNPAIRED = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const flawOf = (text: string): Flaw =>
  text.includes('\u0000') ? 'nul' : UNPAIRED.test(text) ? 'surrogate' : undefined;

/** The first text that PostgreSQL cannot store in a parsed query, params or JSON body, in a value or in a key. */
const flawIn = (value: unknown, depth = 0): Flaw => {
  if (typeof value === 'string') return flawOf(value);
  if (value === null || typeof value !== 'object' || depth > 32) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const flaw = flawOf(key) ?? flawIn(item, depth + 1);
    if (flaw) return flaw;
  }
  return undefined;
};

/**
 * PostgreSQL stores no NUL in text, and no half of a UTF-16 pair ("\ud800" in JSON) in jsonb, where the audit trail
 * keeps every write's values: either answered a 500 deep in a write. Both are refused with 400 before validation, for
 * every call at once, present and future (docs/decisions/190).
 */
export const refuseNulPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const flaw = flawIn(request.query) ?? flawIn(request.params) ?? flawIn(request.body);
    if (flaw === 'nul') throw badRequest(NUL_MESSAGE);
    if (flaw === 'surrogate') throw badRequest(UNPAIRED_SURROGATE_MESSAGE);
  });
});
