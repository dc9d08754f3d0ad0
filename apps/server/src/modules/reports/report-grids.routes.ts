import type { FastifyPluginAsync } from 'fastify';
import { billedGridRoutes } from './billed.routes.ts';
import { canceledOrdersGridRoutes } from './canceled-orders.routes.ts';
import { customerPerformanceGridRoutes } from './customer-performance.routes.ts';
import { duplicatesGridRoutes } from './duplicates.routes.ts';
import { walletGridRoutes } from './wallet.routes.ts';

/** The five report grids (docs/product.md §2.9–2.13), one file set each; one line in modules/index.ts. */
export const reportGridRoutes: FastifyPluginAsync = async (app) => {
  await app.register(walletGridRoutes);
  await app.register(billedGridRoutes);
  await app.register(duplicatesGridRoutes);
  await app.register(canceledOrdersGridRoutes);
  await app.register(customerPerformanceGridRoutes);
};
