import { z } from 'zod';
import { count, isoDate, money } from '../common.ts';

// The entities the integration API serves (docs/product.md §7 "get by id, list, search, export"), each as a map of its
// public fields to their type. The map IS the whitelist: only these fields are returned, searched and sorted,
// and the type decides which operators and values a search condition accepts (docs/decisions/060).

export type FieldType = 'text' | 'integer' | 'money' | 'date' | 'boolean';
export type FieldSpec = { type: FieldType; nullable?: true };
export type ResourceFields = Record<string, FieldSpec>;

const text = { type: 'text' } as const;
const optionalText = { type: 'text', nullable: true } as const;
const integer = { type: 'integer' } as const;
const optionalInteger = { type: 'integer', nullable: true } as const;
const amount = { type: 'money' } as const;
const optionalAmount = { type: 'money', nullable: true } as const;
const date = { type: 'date' } as const;
const optionalDate = { type: 'date', nullable: true } as const;
const flag = { type: 'boolean' } as const;

export const resourceFields = {
  customers: {
    register: text,
    name: text,
    address: optionalText,
    cityCode: integer,
    cityName: text,
    stateCode: text,
    zipCode: optionalText,
    telephone: optionalText,
    cellphone: optionalText,
    whats: optionalText,
    email: optionalText,
    stateRegistration: optionalText,
    suframa: optionalText,
    registrationDate: optionalDate,
    economicGroup: optionalText,
    representativeId: integer,
    route: integer,
    creditLimit: optionalAmount,
    creditStatus: text,
    salePotential: amount,
  },
  orders: {
    number: integer,
    customerRegister: text,
    customerName: text,
    representativeId: integer,
    issueDate: date,
    deliveryDate: optionalDate,
    status: text,
    priceTable: optionalText,
    paymentDays: integer,
    blockedOn: optionalDate,
    canceledOn: optionalDate,
    cancelReason: optionalText,
    shippingCompany: optionalText,
    origin: optionalText,
    totalAmount: integer,
    totalValue: amount,
    totalNetValue: amount,
    invoicedValue: amount,
    toBeInvoicedValue: amount,
  },
  'order-items': {
    id: text,
    orderNumber: integer,
    reference: text,
    description: text,
    collectionCode: text,
    quotaArticleCode: text,
    representativeId: integer,
    issueDate: date,
    parts: integer,
    value: amount,
    netValue: amount,
  },
  invoices: {
    number: text,
    orderNumber: integer,
    customerRegister: text,
    representativeId: integer,
    issueDate: date,
    parts: integer,
    value: amount,
  },
  receivables: {
    number: text,
    customerRegister: text,
    customerName: text,
    representativeId: integer,
    invoiceNumber: optionalText,
    type: optionalText,
    carrier: optionalText,
    issueDate: date,
    dueDate: date,
    extensionDate: optionalDate,
    effectiveDueDate: date,
    position: optionalText,
    value: amount,
    balance: amount,
    status: text,
    paidOn: optionalDate,
  },
  representatives: {
    id: integer,
    name: text,
    supervisorId: optionalInteger,
    commissionRate: amount,
    active: flag,
  },
  supervisors: { id: integer, name: text },
  cities: { code: integer, name: text, stateCode: text, population: integer },
  collections: { code: text, description: text, groupCode: text, groupDescription: text, startsOn: date },
  'quota-articles': { code: text, description: text },
  products: { reference: text, description: text, collectionCode: text, quotaArticleCode: text },
} as const satisfies Record<string, ResourceFields>;

export type ResourceName = keyof typeof resourceFields;
export const resourceNames = Object.keys(resourceFields) as ResourceName[];

type ValueOf<S extends FieldSpec> =
  | (S['type'] extends 'integer' | 'money' ? number : S['type'] extends 'boolean' ? boolean : string)
  | (S extends { nullable: true } ? null : never);

export type ResourceRow<N extends ResourceName> = {
  [K in keyof (typeof resourceFields)[N]]: (typeof resourceFields)[N][K] extends FieldSpec
    ? ValueOf<(typeof resourceFields)[N][K]>
    : never;
};

const zodOfType = (spec: FieldSpec): z.ZodType => {
  const base =
    spec.type === 'integer'
      ? count
      : spec.type === 'money'
        ? money
        : spec.type === 'date'
          ? isoDate
          : spec.type === 'boolean'
            ? z.boolean()
            : z.string();
  return spec.nullable ? base.nullable() : base;
};

/** The answer schema of one row of a resource, built from its field map (one source for fields and types). */
export const resourceRowSchema = <N extends ResourceName>(name: N, example?: ResourceRow<N>) => {
  const shape = Object.fromEntries(
    Object.entries(resourceFields[name]).map(([field, spec]) => [field, zodOfType(spec)]),
  );
  const schema = z.object(shape) as unknown as z.ZodType<ResourceRow<N>>;
  return example ? schema.meta({ example }) : schema;
};
