import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenId } from '../config/paths.ts';

type ReportScreenId = Exclude<ScreenId, 'dashboard'>;
type PageModule = Promise<{ default: ComponentType }>;

/**
 * How each report screen's page chunk is fetched; the type makes a missing screen a compile error. The same loader
 * feeds the lazy page and the preloads (app/preload.ts): the module is fetched and run once either way.
 */
export const screenLoaders: Record<ReportScreenId, () => PageModule> = {
  charts: () => import('../features/charts/charts-page.tsx').then((m) => ({ default: m.ChartsPage })),
  salesFrequency: () =>
    import('../features/sales-frequency/sales-frequency-page.tsx').then((m) => ({
      default: m.SalesFrequencyPage,
    })),
  customers: () =>
    import('../features/customers/customers-page.tsx').then((m) => ({ default: m.CustomersPage })),
  wallet: () => import('../features/wallet/wallet-page.tsx').then((m) => ({ default: m.WalletPage })),
  billed: () => import('../features/billed/billed-page.tsx').then((m) => ({ default: m.BilledPage })),
  duplicates: () =>
    import('../features/duplicates/duplicates-page.tsx').then((m) => ({ default: m.DuplicatesPage })),
  canceledOrders: () =>
    import('../features/canceled-orders/canceled-orders-page.tsx').then((m) => ({
      default: m.CanceledOrdersPage,
    })),
  visitRoutes: () =>
    import('../features/visit-routes/visit-routes-page.tsx').then((m) => ({ default: m.VisitRoutesPage })),
  customerPerformance: () =>
    import('../features/customer-performance/customer-performance-page.tsx').then((m) => ({
      default: m.CustomerPerformancePage,
    })),
  salesFrequencyAtual: () =>
    import('../features/sales-frequency/sales-frequency-grid-page.tsx').then((m) => ({
      default: m.SalesFrequencyGridPage,
    })),
  visitPlan: () =>
    import('../features/visit-plan/visit-plan-page.tsx').then((m) => ({ default: m.VisitPlanPage })),
  orders: () => import('../features/orders/orders-page.tsx').then((m) => ({ default: m.OrdersPage })),
  approvals: () =>
    import('../features/approvals/approvals-page.tsx').then((m) => ({ default: m.ApprovalsPage })),
  commission: () =>
    import('../features/commission/commission-page.tsx').then((m) => ({ default: m.CommissionPage })),
  team: () => import('../features/team/team-page.tsx').then((m) => ({ default: m.TeamPage })),
};

/** The page of every report screen, lazy so each is its own chunk. */
export const screenPages = Object.fromEntries(
  Object.entries(screenLoaders).map(([id, load]) => [id, lazy(load)]),
) as Record<ReportScreenId, LazyExoticComponent<ComponentType>>;
