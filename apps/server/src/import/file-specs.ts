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

const paymentCondition = (column: string): ReferenceSpec => ({
  column,
  table: 'payment_conditions',
  parentColumn: 'code',
  parentFile: 'payment_conditions.csv',
  noun: 'condição de pagamento',
});

type Named = (name: string, extra?: Partial<ColumnSpec>) => ColumnSpec;
const ofType =
  (type: ValueType, defaults: Partial<ColumnSpec> = {}): Named =>
  (name, extra = {}) => ({ name, type, ...defaults, ...extra });

/** A column of each value type by its name, with what else it says (`column.int('id', { min: 1 })`). */
const column = {
  text: ofType('text'),
  int: ofType('int'),
  bigint: ofType('bigint'),
  decimal: ofType('decimal'),
  date: ofType('date'),
  month: ofType('month'),
  bool: ofType('bool'),
  cnpj: ofType('cnpj'),
  ibge: ofType('ibge'),
  uf: ofType('uf'),
  username: ofType('username'),
  password: ofType('password'),
} satisfies Record<Exclude<ValueType, object>, Named>;

const money = ofType('decimal', { min: 0, max: MONEY_MAX });

export const fileSpecs: FileSpec[] = [
  {
    file: 'supervisors.csv',
    table: 'supervisors',
    key: ['id'],
    columns: [
      column.int('id', { min: 1 }),
      column.text('name'),
      // The column turns approval on (docs/domain.md §8.3); an empty value approves any discount.
      column.decimal('max_discount', { min: 0, max: 100, emptyAs: '100', optional: true }),
    ],
    references: [],
  },
  {
    file: 'representatives.csv',
    table: 'representatives',
    key: ['id'],
    columns: [
      column.int('id', { min: 1 }),
      column.text('name'),
      column.int('supervisor_id', { nullable: true, min: 1 }),
      column.decimal('commission_rate', { min: 0, max: 100 }),
      column.bool('active', { emptyAs: 'true' }),
      column.decimal('max_discount', { min: 0, max: 100, nullable: true, optional: true }),
    ],
    references: [supervisor('supervisor_id')],
  },
  {
    file: 'quota_articles.csv',
    table: 'quota_articles',
    key: ['code'],
    columns: [column.text('code'), column.text('description')],
    references: [],
  },
  {
    file: 'collections.csv',
    table: 'collections',
    key: ['code'],
    columns: [
      column.text('code'),
      column.text('description'),
      column.text('group_code'),
      column.text('group_description'),
      column.date('starts_on'),
    ],
    references: [],
  },
  {
    file: 'products.csv',
    table: 'products',
    key: ['reference'],
    columns: [
      column.text('reference'),
      column.text('description'),
      column.text('collection_code'),
      column.text('quota_article_code'),
      column.text('image', { nullable: true, optional: true }),
      { name: 'sold_by', type: { enum: ['piece', 'pack'] }, emptyAs: 'piece', optional: true },
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
    columns: [column.text('price_table'), column.text('reference'), money('price', { min: 0.01 })],
    references: [product('reference')],
  },
  {
    file: 'skus.csv',
    table: 'skus',
    key: ['reference', 'color_code', 'size'],
    columns: [
      column.text('reference'),
      column.text('color_code'),
      column.text('size'),
      column.text('color_name'),
      column.int('size_order', { min: 0 }),
      column.bool('active', { emptyAs: 'true' }),
    ],
    references: [product('reference')],
  },
  {
    file: 'stock.csv',
    table: 'stock',
    key: ['reference', 'color_code', 'size'],
    columns: [
      column.text('reference'),
      // Empty for a reference without a grid.
      column.text('color_code', { emptyAs: '' }),
      column.text('size', { emptyAs: '' }),
      column.int('available', { min: 0, nullable: true }),
      column.date('next_date', { nullable: true }),
      column.int('next_available', { min: 0, nullable: true }),
    ],
    references: [product('reference')],
  },
  // The order's terms (docs/domain.md §8.1): optional files, each the whole list of what it covers.
  {
    file: 'payment_conditions.csv',
    table: 'payment_conditions',
    key: ['code'],
    columns: [
      column.text('code'),
      column.text('description'),
      // Checked as a whole by row-checks.ts: days ascending, 0–360, at most 12.
      column.text('installments'),
      column.decimal('surcharge_percent', { min: -50, max: 50, emptyAs: '0' }),
      money('min_order_value', { emptyAs: '0' }),
      column.bool('active', { emptyAs: 'true' }),
    ],
    references: [],
  },
  {
    file: 'carriers.csv',
    table: 'carriers',
    key: ['code'],
    columns: [column.text('code'), column.text('name')],
    references: [],
  },
  // Closed size runs (docs/domain.md §8.1): each reference in the file lists all its packs. That a pack's sizes are
  // active sizes of its reference, and that a reference sold by the pack has one, is checked after the write
  // (pack-checks.ts).
  {
    file: 'packs.csv',
    table: 'packs',
    key: ['reference', 'pack_code', 'size'],
    columns: [
      column.text('reference'),
      column.text('pack_code'),
      column.text('size'),
      column.int('parts', { min: 1 }),
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
      { name: 'payment_condition', type: 'text', nullable: true, optional: true },
    ],
    references: [city('city_code'), rep('representative_id'), paymentCondition('payment_condition')],
  },
  {
    file: 'customer_payment_conditions.csv',
    table: 'customer_payment_conditions',
    key: ['customer_register', 'payment_condition_code'],
    columns: [column.cnpj('customer_register'), column.text('payment_condition_code')],
    references: [customer('customer_register'), paymentCondition('payment_condition_code')],
  },
  {
    file: 'customer_representatives.csv',
    table: 'customer_representatives',
    key: ['customer_register', 'representative_id'],
    columns: [column.cnpj('customer_register'), column.int('representative_id', { min: 1 })],
    references: [customer('customer_register'), rep('representative_id')],
  },
  {
    file: 'city_routes.csv',
    table: 'city_routes',
    key: ['representative_id', 'city_code'],
    columns: [
      column.int('representative_id', { min: 1 }),
      column.ibge('city_code'),
      column.int('route', { min: 0, max: 9999, emptyAs: '0' }),
    ],
    references: [rep('representative_id'), city('city_code')],
  },
  {
    file: 'orders.csv',
    table: 'orders',
    key: ['number'],
    columns: [
      column.bigint('number', { min: 1 }),
      column.cnpj('customer_register'),
      column.int('representative_id', { min: 1 }),
      column.date('issue_date'),
      column.date('delivery_date', { nullable: true }),
      { name: 'status', type: { enum: ORDER_STATUSES } },
      column.text('price_table', { nullable: true }),
      column.int('payment_days', { min: 0, emptyAs: '0' }),
      column.date('blocked_on', { nullable: true }),
      column.date('canceled_on', { nullable: true }),
      column.text('cancel_reason', { nullable: true }),
      column.text('shipping_company', { nullable: true }),
      column.text('origin', { nullable: true, optional: true }),
      column.text('portal_order_id', { nullable: true, optional: true }),
      column.text('payment_condition', { nullable: true, optional: true }),
    ],
    references: [customer('customer_register'), rep('representative_id')],
  },
  {
    file: 'order_items.csv',
    table: 'order_items',
    // Without the optional colour and size columns the key is (order_number, reference): both stored as ''.
    key: ['order_number', 'reference', 'color_code', 'size'],
    columns: [
      column.bigint('order_number', { min: 1 }),
      column.text('reference'),
      column.int('parts', { min: 0 }),
      money('value'),
      money('net_value'),
      column.text('color_code', { emptyAs: '', optional: true }),
      column.text('size', { emptyAs: '', optional: true }),
    ],
    references: [order('order_number'), product('reference')],
  },
  {
    file: 'invoices.csv',
    table: 'invoices',
    key: ['number'],
    columns: [
      column.text('number'),
      column.bigint('order_number', { min: 1 }),
      column.date('issue_date'),
      column.int('parts', { min: 0 }),
      money('value'),
    ],
    references: [order('order_number')],
  },
  {
    file: 'receivables.csv',
    table: 'receivables',
    key: ['number'],
    columns: [
      column.text('number'),
      column.cnpj('customer_register'),
      column.text('invoice_number', { nullable: true }),
      column.text('type', { nullable: true }),
      column.text('carrier', { nullable: true }),
      column.date('issue_date'),
      column.date('due_date'),
      column.date('extension_date', { nullable: true }),
      column.text('position', { nullable: true }),
      money('value'),
      money('balance'),
      { name: 'status', type: { enum: RECEIVABLE_STATUSES } },
      column.date('paid_on', { nullable: true }),
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
      column.int('representative_id', { min: 1 }),
      column.text('quota_article_code'),
      column.month('month'),
      money('value'),
    ],
    references: [rep('representative_id'), quotaArticle('quota_article_code')],
  },
  {
    file: 'commission_entries.csv',
    table: 'commission_entries',
    key: [],
    columns: [
      column.int('representative_id', { min: 1 }),
      column.date('posted_on'),
      { name: 'kind', type: { enum: ['credit', 'debit'] } },
      money('value'),
      column.text('description', { nullable: true }),
    ],
    references: [rep('representative_id')],
  },
  {
    file: 'users.csv',
    table: 'users',
    key: ['username'],
    columns: [
      column.username('username'),
      column.password('password', { storedAs: 'password_hash' }),
      column.int('representative_id', { min: 0, emptyAs: '0' }),
      column.int('supervisor_id', { nullable: true, optional: true, min: 1 }),
    ],
    references: [{ ...rep('representative_id'), zeroMeansNone: true }, supervisor('supervisor_id')],
  },
  // The ERP's answers to exported portal orders (docs/domain.md §8.5): kept as the file gives them, then applied to the
  // orders after the write (portal-order-returns.ts). An id the portal does not know is reported, not refused, so no
  // reference is checked; which columns each answer needs is row-checks.ts's.
  {
    file: 'portal_order_returns.csv',
    table: 'portal_order_returns',
    key: ['portal_order_id'],
    columns: [
      column.text('portal_order_id'),
      { name: 'status', type: { enum: ['accepted', 'rejected'] } },
      column.bigint('erp_order_number', { nullable: true, min: 1 }),
      column.text('reason', { nullable: true }),
    ],
    references: [],
  },
];

/** The key columns a staged file holds: an optional key column left out of the header is its table's default. */
export const stagedKey = (spec: FileSpec, columns: readonly ColumnSpec[]): string[] =>
  spec.key.filter((name) => columns.some((column) => column.name === name));

export const fileSpecByName = new Map(fileSpecs.map((spec) => [spec.file, spec]));
