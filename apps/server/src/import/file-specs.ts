// The import contract of docs/domain.md §1 as data: one entry per CSV file, in load (dependency) order.
// Parsing, staging, reference checks and upserts are all driven from here, so a new column is one line.

export type ValueType =
  | 'text'
  | 'int'
  | 'bigint'
  | 'decimal'
  | 'date'
  | 'month'
  | 'bool'
  | 'cnpj'
  | 'ibge'
  | 'uf'
  | 'username'
  | 'password'
  | { enum: readonly string[] };

export type ColumnSpec = {
  name: string;
  type: ValueType;
  /** Empty is allowed (null, or `emptyAs` when set). */
  nullable?: boolean;
  /** Value stored for an empty field when the table column is NOT NULL with a default. */
  emptyAs?: string;
  /** The header may lack this column (docs/domain.md marks it optional); it is then neither inserted nor updated. */
  optional?: boolean;
  min?: number;
  max?: number;
  /** Table column when it differs from the file's (users.csv `password` is stored as `password_hash`). */
  storedAs?: string;
};

export type ReferenceSpec = {
  column: string;
  table: string;
  /** Key column in the parent table (and in the parent's staging table). */
  parentColumn: string;
  /** The parent's file, whose staged rows count as existing too. */
  parentFile: string;
  /** Portuguese noun for the message: "cliente 123 não existe". */
  noun: string;
  /** A 0 means "none" (users.representative_id: 0 = may choose any). */
  zeroMeansNone?: boolean;
};

export type FileSpec = {
  file: string;
  table: string;
  columns: ColumnSpec[];
  /** Upsert key; empty for snapshot tables (commission_entries). */
  key: string[];
  references: ReferenceSpec[];
};

const ORDER_STATUSES = ['open', 'blocked', 'expedition', 'billed', 'canceled'] as const;
const RECEIVABLE_STATUSES = ['open', 'paid', 'canceled', 'returned'] as const;
const MONEY_MAX = 999_999_999_999;

/** A point in decimal degrees (docs/domain.md §7): optional columns, both or neither (row-checks.ts). */
const pointColumns: ColumnSpec[] = [
  { name: 'latitude', type: 'decimal', min: -90, max: 90, nullable: true, optional: true },
  { name: 'longitude', type: 'decimal', min: -180, max: 180, nullable: true, optional: true },
];

const rep = (column: string): ReferenceSpec => ({
  column,
  table: 'representatives',
  parentColumn: 'id',
  parentFile: 'representatives.csv',
  noun: 'representante',
});
const customer = (column: string): ReferenceSpec => ({
  column,
  table: 'customers',
  parentColumn: 'register',
  parentFile: 'customers.csv',
  noun: 'cliente',
});
const city = (column: string): ReferenceSpec => ({
  column,
  table: 'cities',
  parentColumn: 'code',
  parentFile: 'cities.csv',
  noun: 'cidade',
});
const supervisor = (column: string): ReferenceSpec => ({
  column,
  table: 'supervisors',
  parentColumn: 'id',
  parentFile: 'supervisors.csv',
  noun: 'supervisor',
});
const order = (column: string): ReferenceSpec => ({
  column,
  table: 'orders',
  parentColumn: 'number',
  parentFile: 'orders.csv',
  noun: 'pedido',
});
const quotaArticle = (column: string): ReferenceSpec => ({
  column,
  table: 'quota_articles',
  parentColumn: 'code',
  parentFile: 'quota_articles.csv',
  noun: 'artigo de cota',
});

const product = (column: string): ReferenceSpec => ({
  column,
  table: 'products',
  parentColumn: 'reference',
  parentFile: 'products.csv',
  noun: 'produto',
});

const money = (name: string, extra: Partial<ColumnSpec> = {}): ColumnSpec => ({
  name,
  type: 'decimal',
  min: 0,
  max: MONEY_MAX,
  ...extra,
});

export const fileSpecs: FileSpec[] = [
  {
    file: 'supervisors.csv',
    table: 'supervisors',
    key: ['id'],
    columns: [
      { name: 'id', type: 'int', min: 1 },
      { name: 'name', type: 'text' },
    ],
    references: [],
  },
  {
    file: 'representatives.csv',
    table: 'representatives',
    key: ['id'],
    columns: [
      { name: 'id', type: 'int', min: 1 },
      { name: 'name', type: 'text' },
      { name: 'supervisor_id', type: 'int', nullable: true, min: 1 },
      { name: 'commission_rate', type: 'decimal', min: 0, max: 100 },
      { name: 'active', type: 'bool', emptyAs: 'true' },
      { name: 'max_discount', type: 'decimal', min: 0, max: 100, nullable: true, optional: true },
    ],
    references: [supervisor('supervisor_id')],
  },
  {
    file: 'quota_articles.csv',
    table: 'quota_articles',
    key: ['code'],
    columns: [
      { name: 'code', type: 'text' },
      { name: 'description', type: 'text' },
    ],
    references: [],
  },
  {
    file: 'collections.csv',
    table: 'collections',
    key: ['code'],
    columns: [
      { name: 'code', type: 'text' },
      { name: 'description', type: 'text' },
      { name: 'group_code', type: 'text' },
      { name: 'group_description', type: 'text' },
      { name: 'starts_on', type: 'date' },
    ],
    references: [],
  },
  {
    file: 'products.csv',
    table: 'products',
    key: ['reference'],
    columns: [
      { name: 'reference', type: 'text' },
      { name: 'description', type: 'text' },
      { name: 'collection_code', type: 'text' },
      { name: 'quota_article_code', type: 'text' },
      { name: 'image', type: 'text', nullable: true, optional: true },
    ],
    references: [
      {
        column: 'collection_code',
        table: 'collections',
        parentColumn: 'code',
        parentFile: 'collections.csv',
        noun: 'coleção',
      },
      quotaArticle('quota_article_code'),
    ],
  },
  // Pedidos (docs/domain.md §6): optional files; each lists the whole of what it covers (prices of each table in it,
  // the grid and the stock of each reference in it), so rows no longer listed are deleted (upsert.ts).
  {
    file: 'prices.csv',
    table: 'prices',
    key: ['price_table', 'reference'],
    columns: [
      { name: 'price_table', type: 'text' },
      { name: 'reference', type: 'text' },
      money('price', { min: 0.01 }),
    ],
    references: [product('reference')],
  },
  {
    file: 'skus.csv',
    table: 'skus',
    key: ['reference', 'color_code', 'size'],
    columns: [
      { name: 'reference', type: 'text' },
      { name: 'color_code', type: 'text' },
      { name: 'size', type: 'text' },
      { name: 'color_name', type: 'text' },
      { name: 'size_order', type: 'int', min: 0 },
      { name: 'active', type: 'bool', emptyAs: 'true' },
    ],
    references: [product('reference')],
  },
  {
    file: 'stock.csv',
    table: 'stock',
    key: ['reference', 'color_code', 'size'],
    columns: [
      { name: 'reference', type: 'text' },
      // Empty for a reference without a grid.
      { name: 'color_code', type: 'text', emptyAs: '' },
      { name: 'size', type: 'text', emptyAs: '' },
      { name: 'available', type: 'int', min: 0, nullable: true },
      { name: 'next_date', type: 'date', nullable: true },
      { name: 'next_available', type: 'int', min: 0, nullable: true },
    ],
    references: [product('reference')],
  },
  {
    file: 'cities.csv',
    table: 'cities',
    key: ['code'],
    columns: [
      { name: 'code', type: 'ibge' },
      { name: 'name', type: 'text' },
      { name: 'state_code', type: 'uf' },
      { name: 'population', type: 'int', min: 0, emptyAs: '0' },
      ...pointColumns,
    ],
    references: [],
  },
  {
    file: 'customers.csv',
    table: 'customers',
    key: ['register'],
    columns: [
      { name: 'register', type: 'cnpj' },
      { name: 'name', type: 'text' },
      { name: 'address', type: 'text', nullable: true },
      { name: 'city_code', type: 'ibge' },
      { name: 'zip_code', type: 'text', nullable: true },
      { name: 'telephone', type: 'text', nullable: true },
      { name: 'cellphone', type: 'text', nullable: true },
      { name: 'whats', type: 'text', nullable: true },
      { name: 'email', type: 'text', nullable: true },
      { name: 'state_registration', type: 'text', nullable: true },
      { name: 'suframa', type: 'text', nullable: true },
      { name: 'registration_date', type: 'date', nullable: true },
      { name: 'economic_group', type: 'text', nullable: true },
      { name: 'representative_id', type: 'int', min: 1 },
      { name: 'route', type: 'int', min: 0, max: 9999, emptyAs: '0' },
      money('credit_limit', { nullable: true }),
      { name: 'credit_status', type: { enum: ['active', 'suspended'] }, emptyAs: 'active' },
      money('sale_potential', { emptyAs: '0' }),
      { name: 'price_table', type: 'text', nullable: true, optional: true },
      ...pointColumns,
    ],
    references: [city('city_code'), rep('representative_id')],
  },
  {
    file: 'customer_representatives.csv',
    table: 'customer_representatives',
    key: ['customer_register', 'representative_id'],
    columns: [
      { name: 'customer_register', type: 'cnpj' },
      { name: 'representative_id', type: 'int', min: 1 },
    ],
    references: [customer('customer_register'), rep('representative_id')],
  },
  {
    file: 'city_routes.csv',
    table: 'city_routes',
    key: ['representative_id', 'city_code'],
    columns: [
      { name: 'representative_id', type: 'int', min: 1 },
      { name: 'city_code', type: 'ibge' },
      { name: 'route', type: 'int', min: 0, max: 9999, emptyAs: '0' },
    ],
    references: [rep('representative_id'), city('city_code')],
  },
  {
    file: 'orders.csv',
    table: 'orders',
    key: ['number'],
    columns: [
      { name: 'number', type: 'bigint', min: 1 },
      { name: 'customer_register', type: 'cnpj' },
      { name: 'representative_id', type: 'int', min: 1 },
      { name: 'issue_date', type: 'date' },
      { name: 'delivery_date', type: 'date', nullable: true },
      { name: 'status', type: { enum: ORDER_STATUSES } },
      { name: 'price_table', type: 'text', nullable: true },
      { name: 'payment_days', type: 'int', min: 0, emptyAs: '0' },
      { name: 'blocked_on', type: 'date', nullable: true },
      { name: 'canceled_on', type: 'date', nullable: true },
      { name: 'cancel_reason', type: 'text', nullable: true },
      { name: 'shipping_company', type: 'text', nullable: true },
      { name: 'origin', type: 'text', nullable: true, optional: true },
      { name: 'portal_order_id', type: 'text', nullable: true, optional: true },
    ],
    references: [customer('customer_register'), rep('representative_id')],
  },
  {
    file: 'order_items.csv',
    table: 'order_items',
    // Without the optional colour and size columns the key is (order_number, reference): both stored as ''.
    key: ['order_number', 'reference', 'color_code', 'size'],
    columns: [
      { name: 'order_number', type: 'bigint', min: 1 },
      { name: 'reference', type: 'text' },
      { name: 'parts', type: 'int', min: 0 },
      money('value'),
      money('net_value'),
      { name: 'color_code', type: 'text', emptyAs: '', optional: true },
      { name: 'size', type: 'text', emptyAs: '', optional: true },
    ],
    references: [order('order_number'), product('reference')],
  },
  {
    file: 'invoices.csv',
    table: 'invoices',
    key: ['number'],
    columns: [
      { name: 'number', type: 'text' },
      { name: 'order_number', type: 'bigint', min: 1 },
      { name: 'issue_date', type: 'date' },
      { name: 'parts', type: 'int', min: 0 },
      money('value'),
    ],
    references: [order('order_number')],
  },
  {
    file: 'receivables.csv',
    table: 'receivables',
    key: ['number'],
    columns: [
      { name: 'number', type: 'text' },
      { name: 'customer_register', type: 'cnpj' },
      { name: 'invoice_number', type: 'text', nullable: true },
      { name: 'type', type: 'text', nullable: true },
      { name: 'carrier', type: 'text', nullable: true },
      { name: 'issue_date', type: 'date' },
      { name: 'due_date', type: 'date' },
      { name: 'extension_date', type: 'date', nullable: true },
      { name: 'position', type: 'text', nullable: true },
      money('value'),
      money('balance'),
      { name: 'status', type: { enum: RECEIVABLE_STATUSES } },
      { name: 'paid_on', type: 'date', nullable: true },
    ],
    references: [
      customer('customer_register'),
      {
        column: 'invoice_number',
        table: 'invoices',
        parentColumn: 'number',
        parentFile: 'invoices.csv',
        noun: 'nota fiscal',
      },
    ],
  },
  {
    file: 'goals.csv',
    table: 'goals',
    key: ['representative_id', 'quota_article_code', 'month'],
    columns: [
      { name: 'representative_id', type: 'int', min: 1 },
      { name: 'quota_article_code', type: 'text' },
      { name: 'month', type: 'month' },
      money('value'),
    ],
    references: [rep('representative_id'), quotaArticle('quota_article_code')],
  },
  {
    file: 'commission_entries.csv',
    table: 'commission_entries',
    key: [],
    columns: [
      { name: 'representative_id', type: 'int', min: 1 },
      { name: 'posted_on', type: 'date' },
      { name: 'kind', type: { enum: ['credit', 'debit'] } },
      money('value'),
      { name: 'description', type: 'text', nullable: true },
    ],
    references: [rep('representative_id')],
  },
  {
    file: 'users.csv',
    table: 'users',
    key: ['username'],
    columns: [
      { name: 'username', type: 'username' },
      { name: 'password', type: 'password', storedAs: 'password_hash' },
      { name: 'representative_id', type: 'int', min: 0, emptyAs: '0' },
      { name: 'supervisor_id', type: 'int', nullable: true, optional: true, min: 1 },
    ],
    references: [{ ...rep('representative_id'), zeroMeansNone: true }, supervisor('supervisor_id')],
  },
];

/** The key columns a staged file holds: an optional key column left out of the header is its table's default. */
export const stagedKey = (spec: FileSpec, columns: readonly ColumnSpec[]): string[] =>
  spec.key.filter((name) => columns.some((column) => column.name === name));

export const fileSpecByName = new Map(fileSpecs.map((spec) => [spec.file, spec]));
