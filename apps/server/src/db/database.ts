import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

// Row types of every table. Both drivers are set up (connect.ts) to return `date` as 'YYYY-MM-DD' strings,
// `numeric` as strings (money never becomes a JS float before the JSON edge) and int8 as numbers.

/** numeric(…): read as a decimal string, written from a string or a number. */
export type Numeric = ColumnType<string, string | number, string | number>;
export type NullableNumeric = ColumnType<string | null, string | number | null, string | number | null>;
/** date: read and written as 'YYYY-MM-DD'. */
export type DateString = string;
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type SupervisorsTable = {
  id: number;
  name: string;
  /** The discount up to which the supervisor approves (docs/domain.md §8.3); null until imported. */
  max_discount: NullableNumeric;
};

export type RepresentativesTable = {
  id: number;
  name: string;
  supervisor_id: number | null;
  commission_rate: Numeric;
  active: Generated<boolean>;
  /** Percent the rep may give (null = 0). */
  max_discount: NullableNumeric;
};

export type UsersTable = {
  id: Generated<number>;
  username: string;
  password_hash: string;
  representative_id: Generated<number>;
  supervisor_id: number | null;
  active: Generated<boolean>;
  token_version: Generated<number>;
  created_at: Timestamp & Generated<Date>;
  updated_at: Timestamp & Generated<Date>;
};

/** What users.csv last brought as each user's password, as a salted digest (migration 20261203100000). */
export type UserFilePasswordsTable = { user_id: number; digest: string };

export type QuotaArticlesTable = { code: string; description: string };

export type CollectionsTable = {
  code: string;
  description: string;
  group_code: string;
  group_description: string;
  starts_on: DateString;
};

export type ProductsTable = {
  reference: string;
  description: string;
  collection_code: string;
  quota_article_code: string;
  /** The photo's file under the import folder's images/ (docs/domain.md §6). */
  image: string | null;
  /** Only whole packs of it may be ordered when 'pack' (docs/domain.md §8.1). */
  sold_by: Generated<'piece' | 'pack'>;
};

export type CitiesTable = {
  code: number;
  name: string;
  state_code: string;
  population: Generated<number>;
  /** The city's centre in decimal degrees (docs/domain.md §7); both or neither. */
  latitude: number | null;
  longitude: number | null;
};

export type CustomersTable = {
  register: string;
  name: string;
  address: string | null;
  city_code: number;
  zip_code: string | null;
  telephone: string | null;
  cellphone: string | null;
  whats: string | null;
  email: string | null;
  state_registration: string | null;
  suframa: string | null;
  registration_date: DateString | null;
  economic_group: string | null;
  representative_id: number;
  route: Generated<number>;
  credit_limit: NullableNumeric;
  credit_status: Generated<'active' | 'suspended'>;
  sale_potential: Numeric;
  route_version: Generated<number>;
  /** The customer's price table (docs/domain.md §6). */
  price_table: string | null;
  /** The customer's usual payment condition (docs/domain.md §8.1). */
  payment_condition: string | null;
  /** The customer's own point in decimal degrees (docs/domain.md §7); both or neither. */
  latitude: number | null;
  longitude: number | null;
};

export type CustomerRepresentativesTable = { customer_register: string; representative_id: number };

export type CityRoutesTable = {
  representative_id: number;
  city_code: number;
  route: Generated<number>;
  route_version: Generated<number>;
};

export type OrderStatus = 'open' | 'blocked' | 'expedition' | 'billed' | 'canceled';

export type OrdersTable = {
  number: number;
  customer_register: string;
  representative_id: number;
  issue_date: DateString;
  delivery_date: DateString | null;
  status: OrderStatus;
  price_table: string | null;
  payment_days: Generated<number>;
  blocked_on: DateString | null;
  canceled_on: DateString | null;
  cancel_reason: string | null;
  shipping_company: string | null;
  origin: string | null;
  /** The portal's order id the ERP echoed (docs/domain.md §6). */
  portal_order_id: string | null;
  /** The ERP order's payment condition (docs/domain.md §8.1). */
  payment_condition: string | null;
};

export type OrderItemsTable = {
  order_number: number;
  reference: string;
  parts: number;
  value: Numeric;
  net_value: Numeric;
  /** '' when the item has no grid cell. */
  color_code: Generated<string>;
  size: Generated<string>;
};

/** Derived: each order's item sums, rebuilt by the import whenever its items change (import/order-totals.ts). */
/** The team board's figures, kept by the import (domain/team/team-figures.queries.ts, decision 074). */
export type RepMonthFiguresTable = {
  representative_id: number;
  month: string;
  goal: Numeric;
  sales: Numeric;
  billing: Numeric;
  canceled: Numeric;
  served: number;
};
export type RepDueBalancesTable = {
  representative_id: number;
  due_on: string;
  balance: Numeric;
  running_balance: Numeric;
};
export type RepOpenFiguresTable = { representative_id: number; to_be_invoiced: Numeric; customers: number };

export type OrderTotalsTable = {
  order_number: number;
  parts: Numeric;
  value: Numeric;
  net_value: Numeric;
};

export type InvoicesTable = {
  number: string;
  order_number: number;
  issue_date: DateString;
  parts: number;
  value: Numeric;
};

export type ReceivableStatus = 'open' | 'paid' | 'canceled' | 'returned';

export type ReceivablesTable = {
  number: string;
  customer_register: string;
  invoice_number: string | null;
  type: string | null;
  carrier: string | null;
  issue_date: DateString;
  due_date: DateString;
  extension_date: DateString | null;
  position: string | null;
  value: Numeric;
  balance: Numeric;
  status: ReceivableStatus;
  paid_on: DateString | null;
};

export type GoalsTable = {
  representative_id: number;
  quota_article_code: string;
  month: DateString;
  value: Numeric;
};

export type CommissionEntriesTable = {
  id: Generated<number>;
  representative_id: number;
  posted_on: DateString;
  kind: 'credit' | 'debit';
  value: Numeric;
  description: string | null;
};

/** One import run, whoever started it (migration 20261126140000). */
export type ImportHistoryTable = {
  id: Generated<number>;
  started_at: Timestamp & Generated<Date>;
  finished_at: Timestamp | null;
  origin: 'cli' | 'upload' | 'hand-over' | 'startup';
  started_by: string;
  user_id: number | null;
  source: string;
  status: 'running' | 'ok' | 'refused' | 'failed' | 'interrupted';
  duration_ms: number | null;
  files: ColumnType<unknown, string | undefined, string>;
  problems: ColumnType<unknown, string | undefined, string>;
  /** The machine and process that ran it, so a starting server can tell a dead run from a live one. */
  host: string | null;
  pid: number | null;
};

export type AuditLogTable = {
  id: Generated<number>;
  at: Timestamp & Generated<Date>;
  user_id: number | null;
  username: string;
  action: string;
  entity: string;
  entity_key: string;
  old_value: ColumnType<unknown, string | null, string | null>;
  new_value: ColumnType<unknown, string | null, string | null>;
};

export type GridProfilesTable = {
  id: Generated<number>;
  user_id: number;
  grid: string;
  name: string;
  settings: ColumnType<unknown, string, string>;
  updated_at: Timestamp & Generated<Date>;
};

export type GridHintsTable = {
  grid: string;
  column_key: string;
  hint: string;
  updated_by: number | null;
  updated_at: Timestamp & Generated<Date>;
};

export type LoginAttemptsTable = {
  id: Generated<number>;
  at: Timestamp & Generated<Date>;
  username: string;
  ip: string;
  success: boolean;
  /** The device cookie's nonce the attempt presented for its username (migration 20261126130000). */
  device: string | null;
};

/** A session signed out before its end, kept until that end (migration 20261126130000). */
export type SignedOutSessionsTable = {
  session_id: string;
  user_id: number;
  until: Timestamp;
};

export type ImportRunsTable = {
  id: Generated<number>;
  started_at: Timestamp & Generated<Date>;
  finished_at: Timestamp | null;
  source: string;
  rows: Generated<number>;
};

/** The visit log (docs/domain.md §5.2): written by the portal only, never by the import. */
export type VisitsTable = {
  customer_register: string;
  representative_id: number;
  visited_on: DateString;
  outcome: 'sold' | 'no-sale' | 'absent' | 'collected';
  note: string;
  recorded_by: number | null;
  recorded_by_username: string;
  recorded_at: Timestamp & Generated<Date>;
  /** Where the device was at the tap and its accuracy in metres (docs/domain.md §7); all three or none. */
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
  /** Metres from the customer's own point and the off-site verdict, computed when recorded; both or neither. */
  distance_meters: number | null;
  off_site: boolean | null;
};

/** Mensagens (docs/domain.md §5.5): written by the portal only, never by the import. */
export type MessagesTable = {
  id: Generated<number>;
  sent_by: number;
  sent_by_username: string;
  title: string;
  body: string;
  sent_on: DateString;
  sent_at: Timestamp & Generated<Date>;
};

/** One row per recipient rep of a message, with its read state. */
export type MessageRecipientsTable = {
  message_id: number;
  representative_id: number;
  read_at: Timestamp | null;
  read_by: number | null;
};

/** The business day each user last opened Notificações: events of later days are unread. */
export type NotificationViewsTable = {
  user_id: number;
  last_opened_on: DateString;
  opened_at: Timestamp & Generated<Date>;
};

/** One row (id 1): moved forward by a trigger on every write to the data reports read. */
export type DataVersionTable = {
  id: number;
  version: string;
};

/** Pedidos (docs/domain.md §6): price of a reference in a table. */
export type PricesTable = { price_table: string; reference: string; price: Numeric };

/** The colour × size grid of a reference. */
export type SkusTable = {
  reference: string;
  color_code: string;
  size: string;
  color_name: string;
  size_order: number;
  active: Generated<boolean>;
};

/** Free and arriving pieces per cell ('' colour and size for a reference without a grid). */
export type StockTable = {
  reference: string;
  color_code: Generated<string>;
  size: Generated<string>;
  available: number | null;
  next_date: DateString | null;
  next_available: number | null;
};

/** A closed size run of a reference: pieces of each size in one pack (docs/domain.md §8.1). */
export type PacksTable = { reference: string; pack_code: string; size: string; parts: number };

export type ProductImagesTable = {
  reference: string;
  source_name: string;
  key: string;
  content_type: string;
  data: Buffer;
};

export type OrderDraftStatusValue =
  'draft' | 'awaiting-approval' | 'sent' | 'exported' | 'in-erp' | 'erp-rejected';

/** An order taken in the portal, from its first save to the ERP's link. */
export type OrderDraftsTable = {
  id: string;
  customer_register: string;
  representative_id: number;
  status: Generated<OrderDraftStatusValue>;
  price_table: string | null;
  payment_days: number;
  delivery_date: DateString | null;
  discount_percent: Numeric;
  note: Generated<string>;
  created_by: number | null;
  created_by_username: string;
  created_at: Timestamp & Generated<Date>;
  saved_at: Timestamp & Generated<Date>;
  sent_at: Timestamp | null;
  sent_on: DateString | null;
  sent_by_username: string | null;
  exported_at: Timestamp | null;
  erp_order_number: number | null;
  evaluation: ColumnType<unknown, string | null, string | null>;
  payment_condition_code: string | null;
  freight_type: 'CIF' | 'FOB' | null;
  carrier_code: string | null;
  approved_by_username: string | null;
  approved_at: Timestamp | null;
  approval_note: string | null;
  rejected_by_username: string | null;
  rejected_at: Timestamp | null;
  rejection_reason: string | null;
  /** The ERP's refusal (docs/domain.md §8.5). */
  erp_rejection_reason: string | null;
  erp_rejected_at: Timestamp | null;
  /** The order this draft was copied from (docs/decisions/210). */
  copied_from: string | null;
};

export type OrderDraftItemsTable = {
  draft_id: string;
  position: number;
  reference: string;
  color_code: string | null;
  size: string | null;
  /** Null for a pack item, whose parts the evaluation works out. */
  parts: Numeric | null;
  pack_code: string | null;
  packs: Numeric | null;
};

/** A sent order's evaluated lines, frozen at the send. */
export type OrderDraftLinesTable = {
  draft_id: string;
  line: number;
  reference: string;
  color_code: string | null;
  size: string | null;
  quota_article_code: string;
  parts: number;
  unit_price: Numeric;
  value: Numeric;
  net_value: Numeric;
  /** The table's price before the condition's surcharge (null on lines sent before it was kept). */
  list_price: NullableNumeric;
};

/** A payment condition of the company (docs/domain.md §8.1). */
export type PaymentConditionsTable = {
  code: string;
  description: string;
  /** Days after the send day separated by '/', ascending ('0' = à vista). */
  installments: string;
  surcharge_percent: Numeric;
  min_order_value: Numeric;
  active: Generated<boolean>;
};

export type CustomerPaymentConditionsTable = { customer_register: string; payment_condition_code: string };

export type CarriersTable = { code: string; name: string };

/** The ERP's answers as the last portal_order_returns.csv gave them (docs/domain.md §8.5). */
export type PortalOrderReturnsTable = {
  portal_order_id: string;
  status: 'accepted' | 'rejected';
  erp_order_number: string | null;
  reason: string | null;
};

export type OrderApprovalEventsTable = {
  id: Generated<number>;
  draft_id: string;
  kind: 'approval-requested' | 'approved' | 'rejected' | 'in-erp' | 'erp-rejected';
  day: DateString;
  at: Timestamp & Generated<Date>;
  representative_id: number;
  customer_register: string;
  net_value: Numeric;
  by_username: string;
  reason: string | null;
  pack_code: string | null;
  packs: number | null;
};

export type OrderDeliveryStatus = 'pending' | 'delivered' | 'failed' | 'skipped';

/** The webhook's outbox (docs/domain.md §8.6): one row per order sent while the webhook is configured. */
export type OrderDeliveriesTable = {
  id: string;
  order_id: string;
  status: Generated<OrderDeliveryStatus>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp & Generated<Date>;
  last_error: string | null;
  created_at: Timestamp & Generated<Date>;
  delivered_at: Timestamp | null;
};

/** Pedidos ao ERP's history (docs/decisions/216): one row per export, whichever road took the orders. */
export type OrderExportsTable = {
  id: Generated<number>;
  at: Timestamp & Generated<Date>;
  origin: 'screen' | 'cli' | 'webhook' | 'pull';
  started_by: string;
  user_id: number | null;
  orders: number;
  items: number;
  files: ColumnType<unknown, string | undefined, string>;
  folder: string | null;
  archive: Uint8Array | null;
};

export type Database = {
  supervisors: SupervisorsTable;
  representatives: RepresentativesTable;
  users: UsersTable;
  user_file_passwords: UserFilePasswordsTable;
  quota_articles: QuotaArticlesTable;
  collections: CollectionsTable;
  products: ProductsTable;
  cities: CitiesTable;
  customers: CustomersTable;
  customer_representatives: CustomerRepresentativesTable;
  city_routes: CityRoutesTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_totals: OrderTotalsTable;
  invoices: InvoicesTable;
  receivables: ReceivablesTable;
  goals: GoalsTable;
  commission_entries: CommissionEntriesTable;
  audit_log: AuditLogTable;
  grid_profiles: GridProfilesTable;
  grid_hints: GridHintsTable;
  login_attempts: LoginAttemptsTable;
  signed_out_sessions: SignedOutSessionsTable;
  import_runs: ImportRunsTable;
  import_history: ImportHistoryTable;
  data_version: DataVersionTable;
  visits: VisitsTable;
  messages: MessagesTable;
  message_recipients: MessageRecipientsTable;
  notification_views: NotificationViewsTable;
  rep_month_figures: RepMonthFiguresTable;
  rep_due_balances: RepDueBalancesTable;
  rep_open_figures: RepOpenFiguresTable;
  prices: PricesTable;
  skus: SkusTable;
  stock: StockTable;
  packs: PacksTable;
  product_images: ProductImagesTable;
  order_drafts: OrderDraftsTable;
  portal_order_returns: PortalOrderReturnsTable;
  order_draft_items: OrderDraftItemsTable;
  order_draft_lines: OrderDraftLinesTable;
  payment_conditions: PaymentConditionsTable;
  customer_payment_conditions: CustomerPaymentConditionsTable;
  carriers: CarriersTable;
  order_approval_events: OrderApprovalEventsTable;
  order_deliveries: OrderDeliveriesTable;
  order_exports: OrderExportsTable;
};

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
