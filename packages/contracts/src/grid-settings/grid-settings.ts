import { z } from 'zod';
import { defineCall } from '../common.ts';

/** Which grid a setting belongs to: the screen's grid id (e.g. `wallet`, `routes`). */
export const gridId = z.string().regex(/^[a-z0-9-]{1,40}$/, 'Grade inválida');
export const columnKey = z.string().min(1).max(60);

export const HINT_MAX_LENGTH = 254;

/**
 * The grids whose column headers carry hints, and each one's columns (docs/product.md §2.15): the one list both the
 * web's column declarations (checked by grid-hint-columns.test.ts there) and the server's hint writes keep to, so a
 * shared hint is only ever written for a column someone can see.
 */
export const gridHintColumns = {
  wallet: [
    'statusColor',
    'statusDescription',
    'salesOrder',
    'deliveryDate',
    'customerName',
    'customerRegister',
    'cityName',
    'stateCode',
    'priceTable',
    'sold',
    'soldValue',
    'invoicedValue',
    'toBeInvoicedValue',
    'repeatOrder',
  ],
  billed: [
    'invoice',
    'salesOrder',
    'billingDate',
    'customerName',
    'customerRegister',
    'cityName',
    'stateCode',
    'revenues',
    'revenuesValue',
  ],
  duplicates: [
    'customerRegister',
    'customerName',
    'type',
    'duplicate',
    'carrier',
    'issueDate',
    'dueDate',
    'extensionDate',
    'position',
    'delay',
    'openOrders',
    'value',
    'balance',
  ],
  'canceled-orders': [
    'reason',
    'representativeName',
    'salesOrder',
    'deliveryDate',
    'cancellationDate',
    'blockingDate',
    'daysBlocked',
    'customerName',
    'cityName',
    'stateCode',
    'canceled',
    'canceledValue',
  ],
  'customer-performance': [
    'customerFinancialFlag',
    'customer',
    'customerRegister',
    'customerCity',
    'customerState',
    'customerCreditLimit',
    'customerSituation',
  ],
  'sales-frequency-grid': ['route', 'financialFlag', 'salePotential', 'name', 'economicGroup', 'city'],
  routes: ['representativeName', 'cityName', 'stateCode', 'population', 'route'],
  'commission-entries': ['postedOn', 'kind', 'value', 'description', 'representativeId'],
  'commission-customers': [
    'name',
    'register',
    'representativeId',
    'toBeInvoicedValue',
    'receivables',
    'overdue',
    'total',
  ],
  team: [
    'rank',
    'representative',
    'open',
    'supervisor',
    'goalPercentage',
    'history',
    'sales',
    'goal',
    'billing',
    'toBeInvoicedValue',
    'overdueBalance',
    'customers',
    'customersServed',
    'positivation',
    'canceledValue',
    'visits',
    'visitsWithLocation',
    'offSiteVisits',
    'portalOrdersSent',
    'portalOrdersSentValue',
  ],
} as const satisfies Record<string, readonly string[]>;
export type HintGrid = keyof typeof gridHintColumns;

/** Columns made per answer: one per collection group (Desemp. Clientes), four per collection (Grid). */
const columnsPerAnswer: Partial<Record<HintGrid, RegExp>> = {
  'customer-performance': /^group-[^\s].{0,49}$/,
  'sales-frequency-grid': /^[^\s:].{0,49}:(parts|references|value|averagePrice)$/,
};

/** Whether `column` is a column of `grid` (hints may be written for it). */
export const isHintColumn = (grid: string, column: string): boolean => {
  if (!Object.hasOwn(gridHintColumns, grid)) return false;
  const known = gridHintColumns[grid as HintGrid] as readonly string[];
  return known.includes(column) || (columnsPerAnswer[grid as HintGrid]?.test(column) ?? false);
};

export const gridProfileBody = z.object({
  name: z.string().trim().min(1, 'Dê um nome ao perfil').max(60, 'Nome do perfil com mais de 60 caracteres'),
  /** Visible columns, in display order. */
  columns: z.array(columnKey).min(1, 'Escolha ao menos uma coluna').max(300),
  widths: z.record(columnKey, z.number().int().min(20).max(2000)),
});
export type GridProfileBody = z.infer<typeof gridProfileBody>;

export const gridProfile = gridProfileBody.extend({ id: z.string() });
export type GridProfile = z.infer<typeof gridProfile>;
export const gridProfiles = z.array(gridProfile);

export const gridHintBody = z.object({
  hint: z.string().trim().max(HINT_MAX_LENGTH, `Dica com mais de ${HINT_MAX_LENGTH} caracteres`),
});
/** columnKey → hint text. */
export const gridHints = z.record(z.string(), z.string());

export const gridProfilesCall = defineCall({
  method: 'GET',
  url: '/api/v1/grid-profiles/:grid',
  params: z.object({ grid: gridId }),
  answer: gridProfiles,
});
export const saveGridProfileCall = defineCall({
  method: 'PUT',
  url: '/api/v1/grid-profiles/:grid',
  params: z.object({ grid: gridId }),
  body: gridProfileBody,
  answer: gridProfile,
});
export const deleteGridProfileCall = defineCall({
  method: 'DELETE',
  url: '/api/v1/grid-profiles/:grid/:id',
  params: z.object({ grid: gridId, id: z.coerce.number().int().min(1).max(2_147_483_647) }),
  answer: z.null(),
});
export const gridHintsCall = defineCall({
  method: 'GET',
  url: '/api/v1/grid-hints/:grid',
  params: z.object({ grid: gridId }),
  answer: gridHints,
});
export const saveGridHintCall = defineCall({
  method: 'PUT',
  url: '/api/v1/grid-hints/:grid/:column',
  params: z.object({ grid: gridId, column: columnKey }),
  body: gridHintBody,
  answer: gridHints,
});
