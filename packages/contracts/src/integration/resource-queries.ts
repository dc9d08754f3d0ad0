import { z } from 'zod';
import { count, MAX_TEXT_LENGTH } from '../common.ts';

// Paging, sorting and search conditions of the integration API (docs/decisions/060). Pages are 0-based, like
// Spring Data's Pageable that BI connectors already speak; `size` 1–500, default 50; `sort` = `field,asc|desc`.
// Which fields may be sorted or searched is checked by the server against the resource's field map, so an
// unknown field is a 400 naming it.

export const MAX_PAGE_SIZE = 500;
export const DEFAULT_PAGE_SIZE = 50;

const pageNumber = z.coerce
  .number({ error: 'Página inválida' })
  .int('Página inválida')
  .min(0, 'Página inválida: a primeira página é 0')
  .max(1_000_000, 'Página inválida');
const pageSize = z.coerce
  .number({ error: 'Tamanho de página inválido' })
  .int('Tamanho de página inválido')
  .min(1, 'Tamanho de página inválido')
  .max(MAX_PAGE_SIZE, `Tamanho de página acima de ${MAX_PAGE_SIZE}`);
/** `field` or `field,asc` / `field,desc`. */
export const sortParam = z
  .string()
  .max(MAX_TEXT_LENGTH)
  .regex(/^[A-Za-z][A-Za-z0-9]*(,(asc|desc|ASC|DESC))?$/, 'Ordenação inválida: use campo,asc ou campo,desc');

export const resourceListQuery = z.object({
  page: pageNumber.default(0),
  size: pageSize.default(DEFAULT_PAGE_SIZE),
  sort: sortParam.optional(),
});
export type ResourceListQuery = z.infer<typeof resourceListQuery>;

/**
 * The condition words, one vocabulary for the integration search (its public API) and for the web grids' column
 * filters, which show them under Portuguese labels.
 */
export const conditionOperators = [
  'contains',
  'notContains',
  'equals',
  'notEquals',
  'gt',
  'gte',
  'lt',
  'lte',
] as const;
export type ConditionOperator = (typeof conditionOperators)[number];

/**
 * A search's cost bounds (docs/decisions/191): each text condition folds every row's column and scans it, and on the
 * embedded engine every other user waits meanwhile.
 */
export const MAX_SEARCH_CONDITIONS = 10;
/** The longest text a contains / notContains looks for. */
export const MAX_CONTAINS_LENGTH = 50;

export const searchCondition = z
  .object({
    field: z.string().min(1).max(MAX_TEXT_LENGTH),
    op: z.enum(conditionOperators, {
      error: 'Operador inválido: use contains, notContains, equals, notEquals, gt, gte, lt ou lte',
    }),
    /** Text for text fields, a number for integer/money, `yyyy-mm-dd` for dates, true/false for booleans; null matches empty. */
    value: z.union([
      z.string().max(MAX_TEXT_LENGTH, `Valor com mais de ${MAX_TEXT_LENGTH} caracteres`),
      z.number(),
      z.boolean(),
      z.null(),
    ]),
  })
  .refine(
    (condition) =>
      !(condition.op === 'contains' || condition.op === 'notContains') ||
      typeof condition.value !== 'string' ||
      condition.value.length <= MAX_CONTAINS_LENGTH,
    {
      message: `Texto de contains ou notContains com mais de ${MAX_CONTAINS_LENGTH} caracteres`,
      path: ['value'],
    },
  );
export type SearchCondition = z.infer<typeof searchCondition>;

export const resourceSearchBody = z
  .object({
    conditions: z
      .array(searchCondition)
      .max(MAX_SEARCH_CONDITIONS, `No máximo ${MAX_SEARCH_CONDITIONS} condições por pesquisa`)
      .default([]),
    join: z.enum(['and', 'or'], { error: 'Junção inválida: use and ou or' }).default('and'),
    page: pageNumber.default(0),
    size: pageSize.default(DEFAULT_PAGE_SIZE),
    sort: sortParam.optional(),
  })
  .meta({
    example: {
      conditions: [
        { field: 'stateCode', op: 'equals', value: 'SP' },
        { field: 'salePotential', op: 'gte', value: 1000 },
      ],
      join: 'and',
      page: 0,
      size: 50,
      sort: 'name,asc',
    },
  });
export type ResourceSearchBody = z.infer<typeof resourceSearchBody>;

export const exportFormats = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/** The search without paging: every matching row, streamed as CSV (`;`, UTF-8 BOM) or .xlsx. */
export const resourceExportBody = z
  .object({
    conditions: z
      .array(searchCondition)
      .max(MAX_SEARCH_CONDITIONS, `No máximo ${MAX_SEARCH_CONDITIONS} condições por pesquisa`)
      .default([]),
    join: z.enum(['and', 'or'], { error: 'Junção inválida: use and ou or' }).default('and'),
    sort: sortParam.optional(),
    format: z.enum(exportFormats, { error: 'Formato inválido: use csv ou xlsx' }).default('csv'),
  })
  .meta({
    example: { conditions: [{ field: 'status', op: 'equals', value: 'open' }], join: 'and', format: 'csv' },
  });
export type ResourceExportBody = z.infer<typeof resourceExportBody>;

export const resourceIdParams = z.object({ id: z.string().min(1).max(MAX_TEXT_LENGTH) });

/** One page of a list or search: Spring-like, so BI connectors page without a special case. */
export const resourcePage = <T extends z.ZodType>(row: T) =>
  z.object({
    content: z.array(row),
    page: count,
    size: count,
    totalElements: count,
    totalPages: count,
    sort: z.string().nullable(),
  });

/**
 * The export's row count, sent as a header before the first byte (the file cannot carry it in front): the same
 * figure a page calls `totalElements`, counted in the export's own snapshot on PostgreSQL (docs/decisions/172).
 */
export const EXPORT_TOTAL_HEADER = 'x-total-elements';

/** The export's 200: a file (text/csv or .xlsx), streamed; documented here, never serialised. */
export const exportFileAnswer = z
  .unknown()
  .describe('Arquivo CSV (;, UTF-8 com BOM) ou .xlsx, enviado em fluxo');
