import { z } from 'zod';

/** Bounds every query param so no call can be asked for unbounded work (hardening, decision 082). */
export const MAX_LIST_ITEMS = 500;
export const MAX_TEXT_LENGTH = 100;
/** The header naming the contracts an answer was checked against (docs/decisions/175). */
export const CONTRACT_HEADER = 'x-portal-contract';

/**
 * Whether a `yyyy-mm-dd` names a day of the Gregorian calendar. Arithmetic, not `new Date`: every date of every answer
 * passes here (a customer/orders answer holds thousands), and building a Date and its ISO text for each is slow.
 */
export const isRealDate = (value: string): boolean => {
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  // Year 0000 does not exist (1 BC is followed by AD 1): the database refuses it.
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return day <= days;
};

/** A calendar date `yyyy-mm-dd` that exists (2025-02-30 is refused). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida: use o formato AAAA-MM-DD')
  .refine(isRealDate, 'Data inexistente');
export type IsoDate = z.infer<typeof isoDate>;

/**
 * The days the portal takes as input (docs/decisions/082): a century either side of its data, and what every
 * date computation (month ends, week starts, years back) stays valid in. Answers keep `isoDate`: the ERP's dates are
 * what they are.
 */
export const MIN_INPUT_DATE = '1900-01-01';
export const MAX_INPUT_DATE = '2199-12-31';
export const DATE_RANGE_MESSAGE = `Data fora do intervalo aceito: de ${MIN_INPUT_DATE} a ${MAX_INPUT_DATE}`;
/** A `yyyy-mm-dd` (or `yyyy-mm`) within the portal's days; text order is date order at this width. */
export const isDateInRange = (value: string): boolean =>
  value.slice(0, 7) >= MIN_INPUT_DATE.slice(0, 7) && value <= MAX_INPUT_DATE;
/** A date a call takes: real, and within 1900-01-01…2199-12-31. */
export const inputDate = isoDate.refine(isDateInRange, DATE_RANGE_MESSAGE);

/** The largest id the database holds (integer columns). */
export const MAX_DB_INT = 2_147_483_647;

/** Free text from a search box. */
export const searchText = z
  .string()
  .trim()
  .max(MAX_TEXT_LENGTH, `Texto com mais de ${MAX_TEXT_LENGTH} caracteres`);

/**
 * A representative id as it travels in a query string: absent, empty or "null" means "the whole scope"
 * (docs/product.md §5: the customer orders query sends null for rep 0); 0 means the same.
 */
export const representativeIdParam = z.preprocess(
  (value) => (value === '' || value === 'null' || value === 'undefined' ? undefined : value),
  z.coerce
    .number({ error: 'Representante inválido' })
    .int('Representante inválido')
    .min(0, 'Representante inválido')
    .max(MAX_DB_INT, 'Representante inválido')
    .optional(),
);

/** A comma-separated list in a query string (`a,b,c`), bounded, each item validated by `item`. */
export const commaList = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === '') return undefined;
      const joined = Array.isArray(value) ? value.join(',') : String(value);
      return joined
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part.length > 0);
    },
    z.array(item).max(MAX_LIST_ITEMS, `Lista com mais de ${MAX_LIST_ITEMS} itens`).optional(),
  );

export const intItem = z.coerce
  .number({ error: 'Número inválido' })
  .int('Número inválido')
  .min(0, 'Número inválido')
  .max(MAX_DB_INT, 'Número inválido');
export const codeItem = z.string().max(MAX_TEXT_LENGTH);

/** Money in answers: a JSON number with at most 2 decimals, computed as numeric in SQL. */
export const money = z.number();
export const count = z.number().int();

/** Renders a filter object as URL query params the server's schemas accept (comma lists, omitted empties). */
export const toQueryParams = (filters: Record<string, unknown>): URLSearchParams => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
      continue;
    }
    params.set(key, String(value));
  }
  return params;
};

/**
 * An object schema's fields without its cross-field rules (zod refuses `.pick`/`.omit` on a refined object), so a
 * screen's filter schema can derive from its call's query.
 */
export const fieldsOf = <S extends z.ZodRawShape>(schema: z.ZodObject<S>) => z.object(schema.shape);

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The schemas a call may carry: path parameters, query string, body and the 2xx answer. */
export type CallSchemas = {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** Absent only on calls that never answer 2xx (the integration writes the ERP owns answer 405). */
  readonly answer?: z.ZodType;
};

/**
 * One call of the API, declared once: its method, url (`:name` marks a path parameter) and the zod schemas of its
 * parameters, query, body and answer. The server registers it (apps/server/src/http/route-of.ts fills Fastify's
 * schema from it) and the web app calls it, its types inferred from the same schemas (docs/decisions/095).
 */
export type ApiCall<M extends HttpMethod = HttpMethod, U extends string = string> = {
  readonly method: M;
  readonly url: U;
} & CallSchemas;

export const defineCall = <const C extends ApiCall>(call: C): C => call;

/** The output of a schema a call may leave out (`undefined` when the call has none). */
type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;
type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;

/** The filter object a call's query takes (what `toQueryParams` renders). */
export type CallQuery<C extends ApiCall> = OutputOf<C['query']>;
/** The values of a call's `:name` url parts (text or numbers: they travel in the url). */
export type CallParams<C extends ApiCall> = C['params'] extends z.ZodType
  ? { [key in keyof z.output<C['params']>]: string | number }
  : undefined;
export type CallBody<C extends ApiCall> = InputOf<C['body']>;
/** The parsed answer (`unknown` for a call without an answer schema). */
export type CallAnswer<C extends ApiCall> = C['answer'] extends z.ZodType ? z.output<C['answer']> : unknown;
