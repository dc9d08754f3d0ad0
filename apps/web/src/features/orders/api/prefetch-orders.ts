import type { QueryClient } from '@tanstack/react-query';
import { searchCustomers } from '../../../components/filters/api/search-customers.ts';
import { catalogQueryOptions } from './get-catalog.ts';
import { orderContextQueryOptions } from './get-order-context.ts';
import { localDrafts } from './order-outbox.ts';

/**
 * "Disponível offline" for Pedidos (docs/domain.md §6): the catalog of every price table (prices and stock, with the
 * date of their import) and the order context of the customers with an order on this device. The tables are learnt
 * from those orders, else from one customer of the rep; the service worker keeps each answer for the road.
 */
export const prefetchOrders = async (
  client: QueryClient,
  username: string,
  representativeId: number,
): Promise<void> => {
  const orders = localDrafts.list(username);
  const tables = new Set(
    orders.flatMap((order) => [order.priceTable, order.knownTable]).filter(Boolean) as string[],
  );
  for (const order of orders.filter((item) => item.status === 'draft')) {
    if (!navigator.onLine) return;
    const context = await client
      .fetchQuery(orderContextQueryOptions({ customerRegister: order.customer.register }))
      .catch(() => null);
    if (context?.priceTable) tables.add(context.priceTable);
  }
  if (tables.size === 0) {
    const [customer] = await searchCustomers('', representativeId).catch(() => []);
    if (!customer) return;
    const context = await client
      .fetchQuery(orderContextQueryOptions({ customerRegister: customer.register }))
      .catch(() => null);
    if (context?.priceTable) tables.add(context.priceTable);
  }
  const [first] = tables;
  if (first === undefined) return;
  const catalog = await client.fetchQuery(catalogQueryOptions(first)).catch(() => null);
  for (const table of catalog?.priceTables ?? []) tables.add(table);
  for (const table of tables) {
    if (!navigator.onLine) return;
    await client.prefetchQuery(catalogQueryOptions(table));
  }
};
