import { z } from 'zod';
import { commaList, inputDate, MAX_DB_INT, MAX_TEXT_LENGTH, representativeIdParam } from '../common.ts';

// The filter params shared by the customer calls and the report grids (docs/product.md §2.6–2.14, §7). Names are prefixed
// by what they hold so they never clash with the Indicadores' params in the contracts index.

/** A required period bound (`initialIssueDate`, `initialBilling`…): a real date `yyyy-mm-dd`. */
export const requiredDate = (label: string) =>
  z.string({ error: `Informe ${label} (AAAA-MM-DD)` }).pipe(inputDate);

/** cities: IBGE codes, 7 digits. */
export const cityCodesFilter = commaList(
  z.coerce
    .number({ error: 'Cidade inválida' })
    .int('Cidade inválida')
    .min(1_000_000, 'Cidade inválida')
    .max(9_999_999, 'Cidade inválida'),
);

/** customers: CNPJs, 14 digits. */
export const customerRegistersFilter = commaList(
  z.string().regex(/^\d{14}$/, 'Cliente inválido: informe o CNPJ com 14 dígitos'),
);

/** quotaArticles: quota-article codes. */
export const quotaArticleCodesFilter = commaList(
  z.string().max(MAX_TEXT_LENGTH, `Artigo com mais de ${MAX_TEXT_LENGTH} caracteres`),
);

/** supervisors: supervisor ids; intersected with the caller's scope, never widening it. */
export const supervisorIdsFilter = commaList(
  z.coerce
    .number({ error: 'Supervisor inválido' })
    .int('Supervisor inválido')
    .min(1, 'Supervisor inválido')
    .max(MAX_DB_INT, 'Supervisor inválido'),
);

/** The rep and the supervisors a report reads: the caller's scope, narrowed. */
export const commercialScopeFields = {
  representativeId: representativeIdParam,
  supervisors: supervisorIdsFilter,
};

/** financialFlags: 0–4 (docs/domain.md §2). */
export const financialFlagsFilter = commaList(
  z.coerce
    .number({ error: 'Situação financeira inválida' })
    .int('Situação financeira inválida')
    .min(0, 'Situação financeira inválida')
    .max(4, 'Situação financeira inválida'),
);

/** route: the Rota text box; empty means no filter, otherwise one route number 0–9999 matched exactly. */
export const routeFilter = z.preprocess(
  (value) =>
    value === '' || value === 'null' || value === undefined || value === null
      ? undefined
      : String(value).trim(),
  z
    .string()
    .regex(/^\d{1,4}$/, 'Rota inválida: use um número de 0 a 9999')
    .transform(Number)
    .optional(),
);

/** bought: "true" keeps customers with sales in the period, "false" those without, absent keeps all. */
export const boughtFilter = z.preprocess(
  (value) => (value === '' || value === 'null' ? undefined : value),
  z
    .enum(['true', 'false'], { error: 'Comprou inválido: use true ou false' })
    .transform((value) => value === 'true')
    .optional(),
);

/** A route as the two writes take it: an integer 0–9999; empty (or blank) text or null becomes 0 (docs/product.md §5). */
export const routeValue = z.preprocess(
  (value) =>
    value === null || (typeof value === 'string' && value.trim() === '')
      ? 0
      : typeof value === 'string' && /^\s*\d+\s*$/.test(value)
        ? Number(value)
        : value,
  z
    .number({ error: 'Rota inválida: use um número inteiro de 0 a 9999' })
    .int('Rota inválida: use um número inteiro de 0 a 9999')
    .min(0, 'Rota inválida: use um número inteiro de 0 a 9999')
    .max(9999, 'Rota inválida: use um número inteiro de 0 a 9999'),
);

/**
 * The optimistic-lock token both route writes require: the version the client read (0 for a city with no route
 * yet). A write without it would silently overwrite a colleague's newer change.
 */
export const ROUTE_VERSION_REQUIRED_MESSAGE =
  'Informe a versão da rota (routeVersion) que você leu: 0 quando ainda não há rota';
export const routeVersionValue = z
  .number({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? ROUTE_VERSION_REQUIRED_MESSAGE : 'Versão inválida',
  })
  .int('Versão inválida')
  .min(0, 'Versão inválida');

/** A period whose start is not after its end. */
export const periodIsOrdered = (start: string, end: string): boolean => start <= end;

/** What the screens and the server say of an inverted period (the screens pick whole months). */
export const INVERTED_PERIOD_MESSAGE = 'O mês inicial deve ser anterior ou igual ao mês final';

/** The longest period a query may ask for (docs/product.md): a bound on the work one call can demand. */
export const MAX_PERIOD_YEARS = 5;
export const LONG_PERIOD_MESSAGE = `Período de no máximo ${MAX_PERIOD_YEARS} anos`;

/** Whether `end` (a date or a month) is at most MAX_PERIOD_YEARS after `start`. */
export const periodIsBounded = (start: string, end: string): boolean =>
  end <= `${String(Number(start.slice(0, 4)) + MAX_PERIOD_YEARS).padStart(4, '0')}${start.slice(4)}`;

/** The second refinement of every period query, spread into `.refine(...)` after orderedPeriod. */
export const boundedPeriod = <K extends string>(
  start: K,
  end: K,
): [(query: Record<K, string>) => boolean, { message: string; path: string[] }] => [
  (query) => periodIsBounded(query[start], query[end]),
  { message: LONG_PERIOD_MESSAGE, path: [end] },
];

/**
 * The refinement every period query shares, spread into `.refine(...)`, so every call refuses an inverted period
 * with the same message on the same field (the end, the one a user fixes).
 */
export const orderedPeriod = <K extends string>(
  start: K,
  end: K,
): [(query: Record<K, string>) => boolean, { message: string; path: string[] }] => [
  (query) => periodIsOrdered(query[start], query[end]),
  { message: INVERTED_PERIOD_MESSAGE, path: [end] },
];

/**
 * A long grid asked in pages (docs/decisions/165): at most `pageSize` rows, in the grid's own order, after the row
 * the cursor names (the last row of the page before); a page shorter than `pageSize` is the last. Without
 * `pageSize`, every row at once.
 */
export const MAX_GRID_PAGE_SIZE = 50_000;
export const pageSizeParam = z.coerce.number().int().min(1).max(MAX_GRID_PAGE_SIZE).optional();
