import type { FastifyInstance } from 'fastify';
import { auditRoutes } from './audit/audit.routes.ts';
import { sessionRoutes } from './session/session.routes.ts';
import { gridSettingsRoutes } from './grid-settings/grid-settings.routes.ts';
import { customerRoutes } from './customers/customers.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { integrationRoutes } from './integration/integration.routes.ts';
import { indicatorsRoutes } from './indicators/indicators.routes.ts';
import { lookupsRoutes } from './lookups/lookups.routes.ts';
import { reportGridRoutes } from './reports/report-grids.routes.ts';
import { visitRouteRoutes } from './visit-routes/visit-routes.routes.ts';
import { visitPlanRoutes } from './visit-plan/visit-plan.routes.ts';
import { visitsRoutes } from './visits/visits.routes.ts';
import { commissionStatementRoutes } from './commission-statement/commission-statement.routes.ts';
import { inboxRoutes } from './inbox/inbox.routes.ts';
import { teamRoutes } from './team/team.routes.ts';
import { ordersRoutes } from './orders/orders.routes.ts';

/** Every module's routes; a new area is one line here (explicit beats autoload). */
export const registerModules = async (app: FastifyInstance): Promise<void> => {
  await app.register(healthRoutes);
  await app.register(sessionRoutes);
  await app.register(indicatorsRoutes);
  await app.register(lookupsRoutes);
  await app.register(customerRoutes);
  await app.register(reportGridRoutes);
  await app.register(visitRouteRoutes);
  await app.register(visitPlanRoutes);
  await app.register(visitsRoutes);
  await app.register(commissionStatementRoutes);
  await app.register(inboxRoutes);
  await app.register(teamRoutes);
  await app.register(ordersRoutes);
  await app.register(auditRoutes);
  await app.register(gridSettingsRoutes);
  await app.register(integrationRoutes);
};
