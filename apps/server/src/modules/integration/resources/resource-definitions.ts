import type { ResourceName } from '@portal/contracts';
import { sql, type RawBuilder } from 'kysely';
import { repIn } from '../../../db/sql-kit/filters.ts';
import { isToInvoiceText } from '../../../db/sql-kit/order-status.ts';
import { effectiveDueText } from '../../../db/sql-kit/receivable-terms.ts';

// Where each integration resource reads from and how its scope is enforced (docs/domain.md §3 "who owns what";
// docs/decisions/060). `columns` maps every public field of the contract's field map to a constant SQL
// expression over `from`; they are code, never user text, so they are spliced with sql.raw while every value a
// caller sends is a bound parameter.

/** A key column and the SQL type a value read back from it is cast to when it becomes a keyset bound. */
export type KeyColumn = { expr: string; cast: 'int8' | 'text' | 'bpchar' };

export type ResourceDefinition = {
  name: ResourceName;
  from: string;
  columns: Record<string, string>;
  /** Rows the reps may read; `null` reps = every rep. */
  scope: (reps: number[] | null) => RawBuilder<boolean>;
  /** The row named by a path id, or undefined when the id cannot name a row (answered 404). */
  idWhere: (id: string) => RawBuilder<boolean> | undefined;
  defaultSort: string;
  /** Unique key that follows any requested sort, so pages never overlap or skip (and the export's keyset). */
  tieBreaker: KeyColumn[];
};

const catalogue = () => sql<boolean>`true`;
const intId = (column: string) => (id: string) =>
  /^\d{1,18}$/.test(id) ? sql<boolean>`${sql.raw(column)} = ${id}::int8` : undefined;
const textId = (column: string) => (id: string) => sql<boolean>`${sql.raw(column)} = ${id}::text`;

/**
 * An order item's id is its primary key (docs/api.md): `<order>:<reference>` for an item without a grid cell,
 * `<order>:<reference>:<colour>:<size>` for one with, each code with `%` and `:` escaped as `%25` and `%3A` so the
 * parts never run into each other. Made from the ERP's own keys, it stays the same across imports.
 */
const escapedSql = (column: string) => `replace(replace(${column}, '%', '%25'), ':', '%3A')`;
const orderItemIdSql = `oi.order_number::text || ':' || ${escapedSql('oi.reference')} ||
  case when oi.color_code = '' and oi.size = '' then ''
       else ':' || ${escapedSql('oi.color_code')} || ':' || ${escapedSql('oi.size')} end`;

const unescaped = (part: string) => part.replace(/%(25|3A)/gi, (escape) => (escape === '%25' ? '%' : ':'));

/** The key an order item's id names, or undefined when the text is not one. */
export const orderItemKeyOf = (
  id: string,
): { orderNumber: string; reference: string; colorCode: string; size: string } | undefined => {
  const parts = id.split(':');
  const [orderNumber, reference, colorCode, size] = parts;
  if (orderNumber === undefined || !/^\d{1,18}$/.test(orderNumber) || !reference) return undefined;
  if (parts.length === 2) return { orderNumber, reference: unescaped(reference), colorCode: '', size: '' };
  if (parts.length !== 4 || colorCode === undefined || size === undefined) return undefined;
  if (colorCode === '' && size === '') return undefined;
  return {
    orderNumber,
    reference: unescaped(reference),
    colorCode: unescaped(colorCode),
    size: unescaped(size),
  };
};

const orderTotals = `
  left join order_totals it on it.order_number = o.number
  left join lateral (select sum(i.value) as value from invoices i where i.order_number = o.number) inv on true`;

export const resourceDefinitions: Record<ResourceName, ResourceDefinition> = {
  customers: {
    name: 'customers',
    from: 'customers c join cities ci on ci.code = c.city_code',
    columns: {
      register: 'c.register',
      name: 'c.name',
      address: 'c.address',
      cityCode: 'c.city_code',
      cityName: 'ci.name',
      stateCode: 'ci.state_code',
      zipCode: 'c.zip_code',
      telephone: 'c.telephone',
      cellphone: 'c.cellphone',
      whats: 'c.whats',
      email: 'c.email',
      stateRegistration: 'c.state_registration',
      suframa: 'c.suframa',
      registrationDate: 'c.registration_date',
      economicGroup: 'c.economic_group',
      representativeId: 'c.representative_id',
      route: 'c.route',
      creditLimit: 'c.credit_limit',
      creditStatus: 'c.credit_status',
      salePotential: 'c.sale_potential',
    },
    scope: (reps) => repIn('c.representative_id', reps),
    idWhere: (id) => (/^\d{14}$/.test(id) ? sql<boolean>`c.register = ${id}::bpchar` : undefined),
    defaultSort: 'register',
    tieBreaker: [{ expr: 'c.register', cast: 'bpchar' }],
  },
  orders: {
    name: 'orders',
    from: `orders o join customers c on c.register = o.customer_register ${orderTotals}`,
    columns: {
      number: 'o.number',
      customerRegister: 'o.customer_register',
      customerName: 'c.name',
      representativeId: 'o.representative_id',
      issueDate: 'o.issue_date',
      deliveryDate: 'o.delivery_date',
      status: 'o.status',
      priceTable: 'o.price_table',
      paymentDays: 'o.payment_days',
      blockedOn: 'o.blocked_on',
      canceledOn: 'o.canceled_on',
      cancelReason: 'o.cancel_reason',
      shippingCompany: 'o.shipping_company',
      origin: 'o.origin',
      totalAmount: 'coalesce(it.parts, 0)',
      totalValue: 'coalesce(it.value, 0)',
      totalNetValue: 'coalesce(it.net_value, 0)',
      invoicedValue: 'coalesce(inv.value, 0)',
      toBeInvoicedValue: `case when ${isToInvoiceText('o.status')}
        then greatest(0, coalesce(it.net_value, 0) - coalesce(inv.value, 0)) else 0 end`,
    },
    scope: (reps) => repIn('o.representative_id', reps),
    idWhere: intId('o.number'),
    defaultSort: 'number',
    tieBreaker: [{ expr: 'o.number', cast: 'int8' }],
  },
  'order-items': {
    name: 'order-items',
    from: `order_items oi join orders o on o.number = oi.order_number join products p on p.reference = oi.reference`,
    columns: {
      id: orderItemIdSql,
      orderNumber: 'oi.order_number',
      reference: 'oi.reference',
      description: 'p.description',
      collectionCode: 'p.collection_code',
      quotaArticleCode: 'p.quota_article_code',
      representativeId: 'o.representative_id',
      issueDate: 'o.issue_date',
      parts: 'oi.parts',
      value: 'oi.value',
      netValue: 'oi.net_value',
    },
    scope: (reps) => repIn('o.representative_id', reps),
    idWhere: (id) => {
      const key = orderItemKeyOf(id);
      return key
        ? sql<boolean>`oi.order_number = ${key.orderNumber}::int8 and oi.reference = ${key.reference}::text
            and oi.color_code = ${key.colorCode}::text and oi.size = ${key.size}::text`
        : undefined;
    },
    defaultSort: 'orderNumber',
    // The table's whole primary key: an order holds one item per grid cell, so the order and the reference alone
    // tie, and a keyset over ties skips the rows after a batch's last one.
    tieBreaker: [
      { expr: 'oi.order_number', cast: 'int8' },
      { expr: 'oi.reference', cast: 'text' },
      { expr: 'oi.color_code', cast: 'text' },
      { expr: 'oi.size', cast: 'text' },
    ],
  },
  invoices: {
    name: 'invoices',
    from: 'invoices i join orders o on o.number = i.order_number',
    columns: {
      number: 'i.number',
      orderNumber: 'i.order_number',
      customerRegister: 'o.customer_register',
      representativeId: 'o.representative_id',
      issueDate: 'i.issue_date',
      parts: 'i.parts',
      value: 'i.value',
    },
    scope: (reps) => repIn('o.representative_id', reps),
    idWhere: textId('i.number'),
    defaultSort: 'number',
    tieBreaker: [{ expr: 'i.number', cast: 'text' }],
  },
  receivables: {
    name: 'receivables',
    from: 'receivables r join customers c on c.register = r.customer_register',
    columns: {
      number: 'r.number',
      customerRegister: 'r.customer_register',
      customerName: 'c.name',
      representativeId: 'c.representative_id',
      invoiceNumber: 'r.invoice_number',
      type: 'r.type',
      carrier: 'r.carrier',
      issueDate: 'r.issue_date',
      dueDate: 'r.due_date',
      extensionDate: 'r.extension_date',
      effectiveDueDate: effectiveDueText('r'),
      position: 'r.position',
      value: 'r.value',
      balance: 'r.balance',
      status: 'r.status',
      paidOn: 'r.paid_on',
    },
    scope: (reps) => repIn('c.representative_id', reps),
    idWhere: textId('r.number'),
    defaultSort: 'number',
    tieBreaker: [{ expr: 'r.number', cast: 'text' }],
  },
  representatives: {
    name: 'representatives',
    from: 'representatives rp',
    columns: {
      id: 'rp.id',
      name: 'rp.name',
      supervisorId: 'rp.supervisor_id',
      commissionRate: 'rp.commission_rate',
      active: 'rp.active',
    },
    scope: (reps) => repIn('rp.id', reps),
    idWhere: intId('rp.id'),
    defaultSort: 'id',
    tieBreaker: [{ expr: 'rp.id', cast: 'int8' }],
  },
  supervisors: {
    name: 'supervisors',
    from: 'supervisors s',
    columns: { id: 's.id', name: 's.name' },
    scope: (reps) =>
      reps === null
        ? sql<boolean>`true`
        : sql<boolean>`s.id in (select rp.supervisor_id from representatives rp where rp.id = any(${reps}::int[]))`,
    idWhere: intId('s.id'),
    defaultSort: 'id',
    tieBreaker: [{ expr: 's.id', cast: 'int8' }],
  },
  cities: {
    name: 'cities',
    from: 'cities ci',
    columns: { code: 'ci.code', name: 'ci.name', stateCode: 'ci.state_code', population: 'ci.population' },
    // The cities the scope works: a customer there or a city route (the Rotas rule, docs/domain.md §3).
    scope: (reps) => sql<boolean>`(
      exists (select 1 from customers c where c.city_code = ci.code and ${repIn('c.representative_id', reps)})
      or exists (select 1 from city_routes cr where cr.city_code = ci.code and ${repIn('cr.representative_id', reps)}))`,
    idWhere: intId('ci.code'),
    defaultSort: 'code',
    tieBreaker: [{ expr: 'ci.code', cast: 'int8' }],
  },
  collections: {
    name: 'collections',
    from: 'collections co',
    columns: {
      code: 'co.code',
      description: 'co.description',
      groupCode: 'co.group_code',
      groupDescription: 'co.group_description',
      startsOn: 'co.starts_on',
    },
    scope: catalogue,
    idWhere: textId('co.code'),
    defaultSort: 'code',
    tieBreaker: [{ expr: 'co.code', cast: 'text' }],
  },
  'quota-articles': {
    name: 'quota-articles',
    from: 'quota_articles qa',
    columns: { code: 'qa.code', description: 'qa.description' },
    scope: catalogue,
    idWhere: textId('qa.code'),
    defaultSort: 'code',
    tieBreaker: [{ expr: 'qa.code', cast: 'text' }],
  },
  products: {
    name: 'products',
    from: 'products pr',
    columns: {
      reference: 'pr.reference',
      description: 'pr.description',
      collectionCode: 'pr.collection_code',
      quotaArticleCode: 'pr.quota_article_code',
    },
    scope: catalogue,
    idWhere: textId('pr.reference'),
    defaultSort: 'reference',
    tieBreaker: [{ expr: 'pr.reference', cast: 'text' }],
  },
};
