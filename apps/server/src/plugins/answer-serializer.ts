import { Ajv } from 'ajv';
import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

// Every answer is checked against its contract (packages/contracts) before it leaves. fastify-type-provider-zod did it
// by parsing the answer with zod, which copies every row, then JSON.stringify on the copy. Here the same zod schema is
// turned into JSON Schema once (zod's own z.toJSONSchema, output side), checked with a compiled Ajv validator (no copy)
// and written by fast-json-stringify from that schema, Fastify's own serializer. Same text, in less
// time (bench/api/answer-overhead.ts measures both).
//
// What JSON Schema cannot say stays zod's: a schema with a transform, a default, a format or a reference is served by
// zod as before. What the JSON Schema leaves out is a refinement: the answer's dates are checked by their pattern
// (yyyy-mm-dd), not for being real days, which the database that produced them already guarantees.
//
// `compareWithZod` (the tests' apps) also parses every answer with zod and refuses one whose text differs.

type Serializer = (data: unknown) => string;

const ajv = new Ajv({ strict: false, allErrors: false, coerceTypes: false, useDefaults: false });
const compiled = new WeakMap<z.ZodType, Serializer | null>();
// Routes that build their schema inline make a new object per app: the same JSON Schema is compiled once per process.
const compiledByText = new Map<string, Serializer | null>();

const unsafeKeywords = /"(default|format|\$ref|\$defs|definitions|prefault)":/;

const compile = (jsonSchema: Record<string, unknown>, text: string): Serializer | null => {
  if (unsafeKeywords.test(text)) return null;
  const validate = ajv.compile(jsonSchema);
  const stringify = fastJson(jsonSchema as unknown as Parameters<typeof fastJson>[0]);
  return (data) => {
    if (!validate(data)) throw new Error('fora do contrato');
    return stringify(data);
  };
};

/** The fast serializer of a schema, or null where JSON Schema cannot say what zod checks. */
const fastSerializerOf = (schema: z.ZodType): Serializer | null => {
  const known = compiled.get(schema);
  if (known !== undefined) return known;
  let serializer: Serializer | null = null;
  try {
    const jsonSchema = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'throw' });
    delete jsonSchema.$schema;
    const text = JSON.stringify(jsonSchema);
    serializer = compiledByText.has(text) ? (compiledByText.get(text) ?? null) : compile(jsonSchema, text);
    compiledByText.set(text, serializer);
  } catch {
    serializer = null;
  }
  compiled.set(schema, serializer);
  return serializer;
};

/** Whether answers of this schema take the JSON Schema path (tests check the grids do). */
export const takesJsonSchemaPath = (schema: z.ZodType): boolean => fastSerializerOf(schema) !== null;

const resolveSchema = (maybeSchema: unknown): z.ZodType => {
  if (maybeSchema instanceof z.ZodType) return maybeSchema;
  const wrapped = (maybeSchema as { properties?: unknown } | null)?.properties;
  if (wrapped instanceof z.ZodType) return wrapped;
  throw new Error(`esquema de resposta que não é do zod: ${JSON.stringify(maybeSchema)}`);
};

export const answerSerializerCompiler =
  (options: { compareWithZod?: boolean } = {}): FastifySerializerCompiler<unknown> =>
  (route) => {
    const schema = resolveSchema(route.schema);
    // fastify-type-provider-zod's own serializer: zod's parse and JSON.stringify, its error for an answer out of contract.
    const byZod = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    // Compiled on the route's first answer, not at start: ~100 schemas took ~0.35 s of every start (bench/startup).
    let fast: Serializer | null | undefined;
    return (data) => {
      if (fast === undefined) fast = fastSerializerOf(schema);
      if (fast === null) return byZod(data);
      let text: string;
      try {
        text = fast(data);
      } catch {
        // Out of contract: zod says where, for the log (errors.ts answers 500).
        return byZod(data);
      }
      if (options.compareWithZod) {
        const expected = byZod(data);
        if (text !== expected)
          throw new Error(`resposta de ${route.method} ${route.url} difere da do zod:\n${text}\n${expected}`);
      }
      return text;
    };
  };
