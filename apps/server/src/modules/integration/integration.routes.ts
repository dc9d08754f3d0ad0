import type { FastifyPluginAsync } from 'fastify';
import { integrationResourceRoutes } from './resources/resources.routes.ts';
import { commercialRepresentativeRoutes } from './representatives/representatives.routes.ts';
import { salesOrderRoutes } from './sales-orders/sales-orders.routes.ts';
import { integrationUserRoutes } from './users/users.routes.ts';

/** The integration API of docs/product.md §7 that no screen uses (BI tools, ERP, mobile apps): one line in modules/index.ts. */
export const integrationRoutes: FastifyPluginAsync = async (app) => {
  await app.register(integrationResourceRoutes);
  await app.register(integrationUserRoutes);
  await app.register(salesOrderRoutes);
  await app.register(commercialRepresentativeRoutes);
};
