import { walletGridCall, type WalletGridQuery } from '@portal/contracts';
import { z } from 'zod';
import { chosenRepresentative, listOrNothing } from '../../../components/report-page/query-values.ts';

/** Filters of Carteira (docs/product.md §2.9) as they live in the URL. Emissão is shown disabled: the wallet ignores dates. */
export const walletFiltersSchema = walletGridCall.query.pick({
  representativeId: true,
  cities: true,
  customers: true,
});
export type WalletFilters = z.infer<typeof walletFiltersSchema>;

export const defaultWalletFilters = (): WalletFilters => ({
  representativeId: undefined,
  cities: undefined,
  customers: undefined,
});

/** docs/product.md §7: cities and customers only when chosen. */
export const walletQuery = (filters: WalletFilters): WalletGridQuery => ({
  representativeId: chosenRepresentative(filters),
  cities: listOrNothing(filters.cities),
  customers: listOrNothing(filters.customers),
});
