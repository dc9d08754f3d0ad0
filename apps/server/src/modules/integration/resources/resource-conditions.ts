import {
  inputDate,
  resourceFields,
  type FieldSpec,
  type ResourceName,
  type SearchCondition,
} from '@portal/contracts';
import { sql, type RawBuilder } from 'kysely';
import { badRequest } from '../../../errors.ts';
import { escapeLike, fold } from '../../../db/sql-kit/accent-fold.ts';
import type { ResourceDefinition } from './resource-definitions.ts';

// Search conditions and sorting → parameterised SQL, checked against the resource's field map (the whitelist).
// Text operators ignore case and accents, like the grids' filters and the type-aheads (docs/decisions/060).

const textOps = new Set(['contains', 'notContains', 'equals', 'notEquals']);
const orderedOps = new Set(['equals', 'notEquals', 'gt', 'gte', 'lt', 'lte']);
const comparison: Record<string, string> = { gt: '>', gte: '>=', lt: '<', lte: '<=' };
const typeLabel: Record<FieldSpec['type'], string> = {
  text: 'texto',
  integer: 'número inteiro',
  money: 'número',
  date: 'data AAAA-MM-DD',
  boolean: 'true ou false',
};

const fieldsOf = (name: ResourceName): Record<string, FieldSpec> => resourceFields[name];

const specOf = (definition: ResourceDefinition, field: string, where: string): FieldSpec => {
  const spec = Object.hasOwn(fieldsOf(definition.name), field) ? fieldsOf(definition.name)[field] : undefined;
  if (!spec) {
    const known = Object.keys(fieldsOf(definition.name)).join(', ');
    throw badRequest(
      `Campo desconhecido em ${where}: ${field}. Campos aceitos: ${known}`,
      where === 'ordenação' ? 'sort' : 'conditions',
    );
  }
  return spec;
};

const invalidValue = (field: string, spec: FieldSpec) =>
  badRequest(`Valor inválido para o campo ${field}: esperado ${typeLabel[spec.type]}`, 'conditions');

/** The bound, typed value of one condition (throws 400 when it does not fit the field's type). */
const typedValue = (field: string, spec: FieldSpec, value: SearchCondition['value']): RawBuilder<unknown> => {
  switch (spec.type) {
    case 'text':
      if (typeof value !== 'string') throw invalidValue(field, spec);
      return sql`${value}::text`;
    case 'integer':
    case 'money': {
      const numeric = typeof value === 'string' && /^-?[0-9.]{1,22}$/.test(value) ? Number(value) : value;
      if (typeof numeric !== 'number' || !Number.isFinite(numeric)) throw invalidValue(field, spec);
      return sql`${String(numeric)}::numeric`;
    }
    case 'date':
      if (typeof value !== 'string' || !inputDate.safeParse(value).success) throw invalidValue(field, spec);
      return sql`${value}::date`;
    case 'boolean':
      if (typeof value !== 'boolean') throw invalidValue(field, spec);
      return sql`${value}::boolean`;
  }
};

export const conditionSql = (
  definition: ResourceDefinition,
  condition: SearchCondition,
): RawBuilder<boolean> => {
  const { field, op, value } = condition;
  const spec = specOf(definition, field, 'condições');
  const column = sql.raw(definition.columns[field] as string);
  const allowed =
    spec.type === 'text' ? textOps : spec.type === 'boolean' ? new Set(['equals', 'notEquals']) : orderedOps;
  if (!allowed.has(op)) {
    throw badRequest(
      `Operador ${op} não se aplica ao campo ${field} (${typeLabel[spec.type]})`,
      'conditions',
    );
  }
  if (value === null) {
    if (op === 'equals') return sql<boolean>`${column} is null`;
    if (op === 'notEquals') return sql<boolean>`${column} is not null`;
    throw invalidValue(field, spec);
  }
  const bound = typedValue(field, spec, value);
  if (spec.type === 'text') {
    const folded = fold(sql`${column}::text`);
    const text = fold(sql`${escapeLike(String(value))}::text`);
    switch (op) {
      case 'contains':
        return sql<boolean>`${folded} like '%' || ${text} || '%'`;
      case 'notContains':
        return sql<boolean>`coalesce(${folded}, '') not like '%' || ${text} || '%'`;
      case 'equals':
        return sql<boolean>`${folded} = ${fold(bound)}`;
      default:
        return sql<boolean>`${folded} is distinct from ${fold(bound)}`;
    }
  }
  if (op === 'equals') return sql<boolean>`${column} = ${bound}`;
  if (op === 'notEquals') return sql<boolean>`${column} is distinct from ${bound}`;
  return sql<boolean>`${column} ${sql.raw(comparison[op] as string)} ${bound}`;
};

/** All conditions joined by and/or; no condition keeps every row. */
export const conditionsSql = (
  definition: ResourceDefinition,
  conditions: SearchCondition[],
  join: 'and' | 'or',
): RawBuilder<boolean> => {
  if (conditions.length === 0) return sql<boolean>`true`;
  const parts = conditions.map((condition) => conditionSql(definition, condition));
  return sql<boolean>`(${sql.join(parts, sql.raw(join === 'and' ? ' and ' : ' or '))})`;
};

export type ParsedSort = { field: string; direction: 'asc' | 'desc'; text: string };

/** `field,asc|desc` over the field map; unknown fields are a 400 in Portuguese. */
export const parseSort = (definition: ResourceDefinition, sort: string | undefined): ParsedSort => {
  const [field = definition.defaultSort, rawDirection = 'asc'] = (sort ?? definition.defaultSort).split(',');
  specOf(definition, field, 'ordenação');
  const direction = rawDirection.toLowerCase() === 'desc' ? 'desc' : 'asc';
  return { field, direction, text: `${field},${direction}` };
};

/**
 * Empty values last in both directions (said only for nullable fields, so a key column keeps its index order); the
 * key columns follow the sort's direction, as a keyset needs one.
 */
export const orderBySql = (definition: ResourceDefinition, sort: ParsedSort): RawBuilder<unknown> => {
  const nullable = fieldsOf(definition.name)[sort.field]?.nullable === true;
  return sql.raw(
    [
      `${definition.columns[sort.field] as string} ${sort.direction}${nullable ? ' nulls last' : ''}`,
      ...definition.tieBreaker.map((key) => `${key.expr} ${sort.direction}`),
    ].join(', '),
  );
};

export const sqlCastOf: Record<FieldSpec['type'], string> = {
  text: 'text',
  integer: 'int8',
  money: 'numeric',
  date: 'date',
  boolean: 'boolean',
};

/** The sort value and key columns, raw, as hidden columns of each row: the bounds of the next keyset batch. */
export const keysetColumnsSql = (definition: ResourceDefinition, sort: ParsedSort): RawBuilder<unknown> =>
  sql.raw(
    [
      `${definition.columns[sort.field] as string} as "__sort"`,
      ...definition.tieBreaker.map((key, i) => `${key.expr} as "__key${i}"`),
    ].join(', '),
  );

/** Rows strictly after `last` in the order of `orderBySql` (empty sort values last). */
export const afterKeysetSql = (
  definition: ResourceDefinition,
  sort: ParsedSort,
  last: Record<string, unknown>,
): RawBuilder<boolean> => {
  const spec = fieldsOf(definition.name)[sort.field] as FieldSpec;
  const column = sql.raw(definition.columns[sort.field] as string);
  const op = sql.raw(sort.direction === 'asc' ? '>' : '<');
  const keys = sql.join(definition.tieBreaker.map((key) => sql.raw(key.expr)));
  const bounds = sql.join(
    definition.tieBreaker.map((key, i) => sql`${last[`__key${i}`]}::${sql.raw(key.cast)}`),
  );
  const sortValue = last.__sort;
  const [onlyKey] = definition.tieBreaker;
  // Sorting by the key itself (the default): a plain range the primary key index serves.
  if (definition.tieBreaker.length === 1 && onlyKey?.expr === definition.columns[sort.field])
    return sql<boolean>`${column} ${op} ${bounds}`;
  if (!spec.nullable)
    return sql<boolean>`(${column} ${op} ${sql`${sortValue}::${sql.raw(sqlCastOf[spec.type])}`} or (${column} = ${sql`${sortValue}::${sql.raw(sqlCastOf[spec.type])}`} and (${keys}) ${op} (${bounds})))`;
  if (sortValue === null || sortValue === undefined)
    return sql<boolean>`(${column} is null and (${keys}) ${op} (${bounds}))`;
  const bound = sql`${sortValue}::${sql.raw(sqlCastOf[spec.type])}`;
  return sql<boolean>`(${column} ${op} ${bound} or (${column} = ${bound} and (${keys}) ${op} (${bounds})) or ${column} is null)`;
};

/** Each field formatted for the answer: dates as text, money rounded to 2 decimals as decimal text. */
export const selectListSql = (definition: ResourceDefinition): RawBuilder<unknown> =>
  sql.raw(
    Object.entries(fieldsOf(definition.name))
      .map(([field, spec]) => {
        const column = definition.columns[field] as string;
        const formatted =
          spec.type === 'date'
            ? `to_char(${column}, 'YYYY-MM-DD')`
            : spec.type === 'money'
              ? `round((${column})::numeric, 2)::text`
              : spec.type === 'integer'
                ? `(${column})::int8`
                : spec.type === 'text'
                  ? `(${column})::text`
                  : column;
        return `${formatted} as "${field}"`;
      })
      .join(', '),
  );
