import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  filtersFromParams,
  paramsFromFilters,
  type BaseFilters,
} from '../../components/report-page/use-report-filters.ts';
import { customerOrdersQueryOptions } from '../../features/customers/api/get-customer-orders.ts';
import {
  customerOrdersQuery,
  customersFiltersSchema,
  defaultCustomersFilters,
} from '../../features/customers/utils/customers-filters.ts';
import { prefetchOrders } from '../../features/orders/api/prefetch-orders.ts';
import { getSession } from '../../lib/auth/session-store.ts';
import { duplicatesQueryOptions } from '../../features/duplicates/api/get-duplicates.ts';
import {
  defaultDuplicatesFilters,
  duplicatesFiltersSchema,
  duplicatesQuery,
} from '../../features/duplicates/utils/duplicates-filters.ts';
import { saleFrequencyQueryOptions } from '../../features/sales-frequency/api/get-sale-frequency.ts';
import {
  defaultSalesFrequencyFilters,
  saleFrequencyQuery,
  salesFrequencyFiltersSchema,
} from '../../features/sales-frequency/utils/sales-frequency-filters.ts';
import { repRoutesQueryOptions } from '../../features/visit-plan/api/get-rep-routes.ts';
import { visitPlanQueryOptions } from '../../features/visit-plan/api/get-visit-plan.ts';
import { routeOptions } from '../../features/visit-plan/utils/visit-plan-filters.ts';
import { walletQueryOptions } from '../../features/wallet/api/get-wallet.ts';
import {
  defaultWalletFilters,
  walletFiltersSchema,
  walletQuery,
} from '../../features/wallet/utils/wallet-filters.ts';
import type { OfflineScreen } from './offline-choice.ts';

/**
 * The filters a Consultar with the screen's defaults applies: through the URL and back, as the screen does, so the
 * prefetched answer has the very key (and URL, for the service worker's copy) the rep's Consultar will ask for.
 */
const appliedDefaults = <F extends BaseFilters>(
  schema: z.ZodType<F>,
  defaults: () => F,
  representativeId: number,
): F | null => {
  const applied = filtersFromParams(paramsFromFilters(defaults() as Record<string, unknown>), schema);
  return applied && { ...applied, representativeId };
};

type Prefetch = (client: QueryClient, representativeId: number) => Promise<void>;

const done = Promise.resolve();

const prefetchers: Record<OfflineScreen, Prefetch> = {
  wallet: (client, id) => {
    const filters = appliedDefaults(walletFiltersSchema, defaultWalletFilters, id);
    return filters ? client.prefetchQuery(walletQueryOptions(walletQuery(filters))) : done;
  },
  duplicates: (client, id) => {
    const filters = appliedDefaults(duplicatesFiltersSchema, defaultDuplicatesFilters, id);
    return filters ? client.prefetchQuery(duplicatesQueryOptions(duplicatesQuery(filters))) : done;
  },
  customers: (client, id) => {
    const filters = appliedDefaults(customersFiltersSchema, defaultCustomersFilters, id);
    return filters ? client.prefetchQuery(customerOrdersQueryOptions(customerOrdersQuery(filters))) : done;
  },
  'sales-frequency': (client, id) => {
    const filters = appliedDefaults(salesFrequencyFiltersSchema, () => defaultSalesFrequencyFilters(), id);
    return filters ? client.prefetchQuery(saleFrequencyQueryOptions(saleFrequencyQuery(filters))) : done;
  },
  /** The Rota list and the plan of every route of the rep: any of them may be the day's (docs/domain.md §5.1). */
  'visit-plan': async (client, id) => {
    const rows = await client.fetchQuery(repRoutesQueryOptions({ representativeId: id })).catch(() => null);
    for (const { route } of routeOptions(rows ?? [])) {
      if (!navigator.onLine) return;
      await client.prefetchQuery(visitPlanQueryOptions({ representativeId: id, route, cities: undefined }));
    }
  },
  orders: (client, id) => {
    const username = getSession().user?.username;
    return username === undefined ? done : prefetchOrders(client, username, id);
  },
};

/**
 * Refreshes the kept screens' default answers one after the other (never a burst of heavy report calls); the
 * service worker keeps each answer for the road. prefetchQuery never throws: a failed screen waits for the next
 * round. Stops early when the signal drops; true when every screen was asked for.
 */
export const refreshOfflineScreens = async (
  client: QueryClient,
  screens: readonly OfflineScreen[],
  representativeId: number,
): Promise<boolean> => {
  for (const screen of screens) {
    if (!navigator.onLine) return false;
    await prefetchers[screen](client, representativeId);
  }
  return true;
};
