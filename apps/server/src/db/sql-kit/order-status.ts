import { sql, type RawBuilder } from 'kysely';
import type { OrderStatus } from '@portal/contracts';

// Colour and label of each order status (docs/domain.md §2): the contracts' one table, for the Clientes card and the
// grids.
export { orderStatusLook } from '@portal/contracts';

/**
 * The statuses of an order still to invoice, the Carteira (docs/domain.md §2): what toBeInvoicedValue counts. Written
 * as literals, not a parameter, so the planner sees the same list in every query.
 */
export const toInvoiceStatuses = ['open', 'blocked', 'expedition'] as const satisfies readonly OrderStatus[];

const toInvoiceList = toInvoiceStatuses.map((status) => `'${status}'`).join(', ');

/** `column` (an order's status) is one still to invoice, as SQL text (for the integration resources' columns). */
export const isToInvoiceText = (column: string): string => `${column} in (${toInvoiceList})`;

/** `column` (an order's status) is one still to invoice. */
export const isToInvoice = (column: string): RawBuilder<boolean> =>
  sql<boolean>`${sql.ref(column)} in (${sql.raw(toInvoiceList)})`;
