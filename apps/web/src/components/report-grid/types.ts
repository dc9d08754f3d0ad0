import type { ConditionOperator } from '@portal/contracts';
import type { ReactNode } from 'react';

/** docs/product.md §3 "Grid column definition": the data type decides filters, sorting and export cell types. */
export type ColumnType = 'text' | 'number' | 'date' | 'object';

export type SummaryKind = 'count' | 'distinctCount' | 'average' | 'sum';

export type NamedFormatter =
  'currency' | 'integer' | 'decimal' | 'percent' | 'date' | 'financialFlag' | 'statusColor';

/** Any row object: the grid reads fields by key and never mutates a row. */
export type GridRow = object;

/**
 * What a column is on a phone card: `title` names the row (customer, order, city) at the top, `key` is one of the
 * few figures shown large beside it, `detail` goes in the small line under them, `mark` is a colour square the
 * grid shows (status, financial flag), drawn before the title; `action` is a link or button the desktop grid has
 * in a cell (Carteira's "Repetir pedido"), drawn at the card's foot; a column without a role is left off the card
 * (it stays in filters, sorting and export).
 */
export type PhoneRole = 'title' | 'key' | 'detail' | 'mark' | 'action';

export type GridColumn<Row extends GridRow = GridRow> = {
  /** Field of the row, unique in the grid; also the key of profiles and hints. */
  key: string;
  /** Header label, word for word from the spec. */
  name: string;
  type: ColumnType;
  hidden?: boolean;
  /** False for an action (a link to another screen): it has no value to put in a spreadsheet. */
  exported?: boolean;
  /** Pixels; 100 by default. */
  width?: number;
  /** Sticky on the left (Potencial's R … Cidade). Frozen columns come first, in their order. */
  frozen?: boolean;
  /** True by default for text, number and date. */
  filterable?: boolean;
  /** True by default for text, number and date. */
  sortable?: boolean;
  summary?: SummaryKind;
  /**
   * What a count summary counts, in words ("Pedidos"): the phone's totals line has no header above it, so "Ped
   * Qtd.: 12" would not read.
   */
  countLabel?: string;
  formatter?: NamedFormatter | ((row: Row) => ReactNode);
  /** Decimal places of 'decimal' and 'percent' (2 by default). */
  scale?: number;
  /** Default hint; a saved hint of the grid replaces it. */
  hint?: string;
  /** Two-level header: consecutive columns with the same group key share a header cell. */
  group?: { key: string; name: string };
  editable?: boolean;
  /** Its place on a phone card; see PhoneRole. */
  phone?: PhoneRole;
  /**
   * What a card shows for this figure when it needs more than the cell (Dup. Aberto's due date, extended or not);
   * the grid's own cell otherwise.
   */
  card?: (row: Row) => ReactNode;
  /** Reads the value when it is not a plain field (e.g. a collection inside a list). */
  accessor?: (row: Row) => unknown;
};

/** Value-list part of a column filter: the kept values, as their display strings. */
export type ValueListFilter = { kind: 'values'; values: string[] };

/** Text columns match by words; number and date columns compare. Both are the contracts' condition words. */
export type TextOperator = Extract<ConditionOperator, 'contains' | 'notContains' | 'equals' | 'notEquals'>;
export type NumberOperator = Exclude<ConditionOperator, 'contains' | 'notContains'>;

export type Condition = { operator: ConditionOperator; value: string };

/** Advanced part: conditions joined by "e" (and) or "ou" (or). */
export type ConditionFilter = { kind: 'conditions'; join: 'and' | 'or'; conditions: Condition[] };

export type ColumnFilter = ValueListFilter | ConditionFilter;

/** Active filters by column key. */
export type FilterState = Record<string, ColumnFilter>;

export type SortDirection = 'asc' | 'desc';
export type SortState = { key: string; direction: SortDirection } | null;

export type GroupBy<Row extends GridRow = GridRow> = {
  key: string;
  /** Text of the group's summary row label. */
  label: (value: unknown) => string;
  /** Fields left out of the group totals (docs/product.md §2.7: city, name, register…). */
  excludeFromTotals?: string[];
  /** Full control over a group's totals; replaces the default sum of numeric fields. */
  summaryFor?: (rows: Row[]) => Record<string, unknown>;
};

/** A saved column layout (docs/product.md §2.15 "Criar Perfil"). */
export type GridProfile = {
  id: string;
  name: string;
  /** Visible columns, in display order. */
  columns: string[];
  widths: Record<string, number>;
};

export type ProfilesAdapter = {
  list: () => Promise<GridProfile[]>;
  /** Resolves to the profile as stored (with the id `remove` takes); a save under an existing name replaces it. */
  save: (profile: GridProfile) => Promise<GridProfile | void>;
  remove?: (id: string) => Promise<void>;
};

export type HintsAdapter = {
  list: () => Promise<Record<string, string>>;
  save: (columnKey: string, text: string) => Promise<void>;
  canEdit: boolean;
};

/** The row list the body draws: data rows and group summary rows. */
export type DisplayRow<Row extends GridRow = GridRow> =
  | { kind: 'data'; row: Row; index: number }
  | { kind: 'group'; groupValue: unknown; label: string; totals: Record<string, unknown>; size: number };
