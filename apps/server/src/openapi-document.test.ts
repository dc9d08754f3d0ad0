import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './testing/test-app.ts';

// The report API's calls (docs/product.md §7 and the report screens' calls), each with the query parameters or body
// fields the spec names: the OpenAPI document is what BI tools and integrators read, so a call hidden from it, renamed
// or left without its answer's schema fails here.
const SCOPE = ['representativeId', 'supervisorId', 'quotaArticles'];
const documented: [method: 'get' | 'post' | 'put' | 'delete', path: string, fields: string[]][] = [
  ['post', '/api/login', ['username', 'password']],
  ['get', '/api/v1/representative/current-user', []],
  ['get', '/api/account/users/renew-authorities', []],
  ['get', '/api/account/users/ext', []],
  ['get', '/api/v1/goal-sales/get-by', ['date', ...SCOPE]],
  ['get', '/api/v1/goal-sales-period/get-by', ['date', ...SCOPE]],
  ['get', '/api/v1/goal-revenues/get-by', ['date', ...SCOPE]],
  ['get', '/api/v1/wallet/get-by', SCOPE],
  ['get', '/api/v1/commission/get-by', ['date', 'representativeId', 'supervisorId']],
  ['get', '/api/v1/collection/get-by', ['date', ...SCOPE]],
  ['get', '/api/v1/non-payment/get-by', ['representativeId']],
  ['get', '/api/v1/customer/served', ['date', 'representativeId', 'quotaArticles']],
  [
    'get',
    '/api/v1/customer/sale-frequency',
    [
      'initialIssueDate',
      'finalIssueDate',
      'bought',
      'representativeId',
      'cities',
      'customers',
      'route',
      'quotaArticles',
      'financialFlags',
    ],
  ],
  [
    'get',
    '/api/v1/customer/orders',
    [
      'initialIssueDate',
      'finalIssueDate',
      'representativeId',
      'route',
      'cities',
      'customers',
      'afterCustomer',
      'pageSize',
    ],
  ],
  ['post', '/api/v1/customer/update', ['register', 'route', 'routeVersion']],
  ['get', '/api/v1/quota-article/get-all', []],
  ['get', '/api/v1/quota-article/get-by', ['text']],
  ['get', '/api/v1/city/get-by', ['text', 'representativeId']],
  ['get', '/api/v1/customer/get-by', ['text', 'representativeId']],
  ['get', '/api/v1/supervisor/get-by', ['text']],
  [
    'get',
    '/api/v1/reports/wallet',
    ['representativeId', 'supervisors', 'cities', 'customers', 'afterOrder', 'pageSize'],
  ],
  [
    'get',
    '/api/v1/reports/billed',
    ['representativeId', 'initialBilling', 'finalBilling', 'supervisors', 'cities', 'customers'],
  ],
  ['get', '/api/v1/reports/duplicates', ['representativeId', 'afterDuplicate', 'pageSize']],
  ['get', '/api/v1/reports/canceled-orders', ['representativeId']],
  ['get', '/api/v1/reports/customer-performance', ['representativeId', 'supervisors', 'quotaArticles']],
  ['get', '/api/v1/routes', ['representativeId']],
  // routeVersion: the optimistic lock of both writes (decision 043), optional.
  ['put', '/api/v1/routes', ['representativeId', 'cityCode', 'route', 'routeVersion']],
  ['get', '/api/v1/visit-plan', ['representativeId', 'route', 'cities']],
  ['get', '/api/v1/commission/statement', ['date', 'representativeId', 'supervisorId']],
  ['post', '/api/v1/visits', ['customerRegister', 'outcome', 'note', 'latitude', 'longitude', 'accuracy']],
  ['get', '/api/v1/visits', ['representativeId', 'initialDate', 'finalDate', 'customers']],
  ['get', '/api/v1/team/visits', ['representativeId', 'date']],
  ['get', '/api/v1/notifications', ['representativeId']],
  ['post', '/api/v1/notifications/seen', []],
  ['get', '/api/v1/inbox/counts', []],
  ['get', '/api/v1/messages', []],
  ['post', '/api/v1/messages', ['title', 'text', 'toAll', 'representativeIds']],
  ['post', '/api/v1/messages/{id}/read', []],
  // Pedidos (docs/domain.md §6).
  ['get', '/api/v1/catalog', ['customerRegister', 'priceTable', 'search', 'collection']],
  ['get', '/api/v1/order-context', ['customerRegister', 'representativeId']],
  ['get', '/api/v1/order-repeat/{number}', []],
  [
    'get',
    '/api/v1/order-drafts',
    ['representativeId', 'status', 'customers', 'initialDate', 'finalDate', 'page', 'size'],
  ],
  ['get', '/api/v1/order-drafts/{id}', []],
  [
    'put',
    '/api/v1/order-drafts/{id}',
    [
      'customerRegister',
      'representativeId',
      'priceTable',
      'paymentDays',
      'deliveryDate',
      'discountPercent',
      'note',
      'items',
      'paymentConditionCode',
      'freightType',
      'carrierCode',
    ],
  ],
  ['delete', '/api/v1/order-drafts/{id}', []],
  ['post', '/api/v1/order-drafts/{id}/send', ['recordVisit']],
  ['get', '/api/v1/order-drafts/export', []],
  ['post', '/api/v1/order-drafts/{id}/exported', []],
  // Approval (docs/domain.md §8.3).
  ['get', '/api/v1/order-approvals', ['representativeId']],
  ['get', '/api/v1/order-approvals/count', []],
  ['post', '/api/v1/order-drafts/{id}/approve', ['note']],
  ['post', '/api/v1/order-drafts/{id}/reject', ['reason']],
  ['get', '/api/v1/order-drafts/{id}/pdf', []],
  // The ERP's answer and the copy (docs/domain.md §8.5).
  ['post', '/api/v1/order-drafts/{id}/erp-answer', ['status', 'erpOrderNumber', 'reason']],
  ['post', '/api/v1/order-drafts/{id}/copy', ['id']],
  // The import preview (docs/decisions/219): the zip is the body of the first, not JSON.
  ['post', '/api/v1/imports/previews', []],
  ['delete', '/api/v1/imports/previews/{id}', []],
];

type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};

describe('the OpenAPI document', () => {
  let t: TestApp;
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
    paths = (t.app.swagger() as unknown as { paths: typeof paths }).paths;
  });
  afterAll(async () => t?.close());

  it.each(documented)(
    'lists %s %s with its parameters and the schema of its answer',
    (method, path, fields) => {
      const operation = paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      const named =
        method === 'get'
          ? (operation?.parameters ?? [])
              .filter((parameter) => parameter.in === 'query')
              .map(({ name }) => name)
          : Object.keys(operation?.requestBody?.content['application/json']?.schema?.properties ?? {});
      expect(named.sort()).toEqual([...fields].sort());
      expect(operation?.responses['200']?.content?.['application/json']?.schema).toBeDefined();
    },
  );

  it("lists the preview's Importar with its confirmation and its 202 answer", () => {
    const operation = paths['/api/v1/imports/previews/{id}/import']?.post;
    expect(
      Object.keys(operation?.requestBody?.content['application/json']?.schema?.properties ?? {}),
    ).toEqual(['allowRemovals']);
    expect(operation?.responses['202']?.content?.['application/json']?.schema).toBeDefined();
    expect(Object.keys(operation?.responses ?? {})).toEqual(
      expect.arrayContaining(['400', '401', '403', '404', '409']),
    );
  });
});
