import { type RepresentativeOnlyQuery, duplicatesGridCall } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '../../../lib/call-query.ts';

/** GET api/v1/reports/duplicates: the open receivables of the representative's customers (docs/product.md §2.11, decision 041). */
export const duplicatesQueryOptions = (query: RepresentativeOnlyQuery | null) =>
  callQueryOptions('report-duplicates', duplicatesGridCall, query);

export const useDuplicates = (query: RepresentativeOnlyQuery | null) =>
  useQuery(duplicatesQueryOptions(query));
