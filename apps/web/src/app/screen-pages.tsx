import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenId } from '../config/paths.ts';

/** The page of every report screen, lazy so each is its own chunk; the type makes a missing screen a compile error. */
export const screenPages: Record<Exclude<ScreenId, 'dashboard'>, LazyExoticComponent<ComponentType>> = {
  charts: lazy(() => import('../features/charts/charts-page.tsx').then((m) => ({ default: m.ChartsPage }))),
  salesFrequency: lazy(() =>
    import('../features/sales-frequency/sales-frequency-page.tsx').then((m) => ({
      default: m.SalesFrequencyPage,
    })),
  ),
  customers: lazy(() =>
    import('../features/customers/customers-page.tsx').then((m) => ({ default: m.CustomersPage })),
  ),
  wallet: lazy(() => import('../features/wallet/wallet-page.tsx').then((m) => ({ default: m.WalletPage }))),
  billed: lazy(() => import('../features/billed/billed-page.tsx').then((m) => ({ default: m.BilledPage }))),
  duplicates: lazy(() =>
    import('../features/duplicates/duplicates-page.tsx').then((m) => ({ default: m.DuplicatesPage })),
  ),
  canceledOrders: lazy(() =>
    import('../features/canceled-orders/canceled-orders-page.tsx').then((m) => ({
      default: m.CanceledOrdersPage,
    })),
  ),
  visitRoutes: lazy(() =>
    import('../features/visit-routes/visit-routes-page.tsx').then((m) => ({ default: m.VisitRoutesPage })),
  ),
  customerPerformance: lazy(() =>
    import('../features/customer-performance/customer-performance-page.tsx').then((m) => ({
      default: m.CustomerPerformancePage,
    })),
  ),
  salesFrequencyAtual: lazy(() =>
    import('../features/sales-frequency/sales-frequency-grid-page.tsx').then((m) => ({
      default: m.SalesFrequencyGridPage,
    })),
  ),
  visitPlan: lazy(() =>
    import('../features/visit-plan/visit-plan-page.tsx').then((m) => ({ default: m.VisitPlanPage })),
  ),
  orders: lazy(() => import('../features/orders/orders-page.tsx').then((m) => ({ default: m.OrdersPage }))),
  commission: lazy(() =>
    import('../features/commission/commission-page.tsx').then((m) => ({ default: m.CommissionPage })),
  ),
  team: lazy(() => import('../features/team/team-page.tsx').then((m) => ({ default: m.TeamPage }))),
};
