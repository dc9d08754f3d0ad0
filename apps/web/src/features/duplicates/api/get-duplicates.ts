import { type DuplicatesGridQuery, duplicatesGridCall } from '@portal/contracts';
import { callQueryOptions } from '../../../lib/call-query.ts';
import { usePagedGrid } from '../../../lib/paged-grid-query.ts';

/** GET api/v1/reports/duplicates: the open receivables of the representative's customers (docs/product.md §2.11, decision 041). */
export const duplicatesQueryOptions = (query: DuplicatesGridQuery | null) =>
  callQueryOptions('report-duplicates', duplicatesGridCall, query);

/** Whether the titles come in pages: a whole scope's (no rep named). */
export const isPagedDuplicates = (query: DuplicatesGridQuery): boolean =>
  query.representativeId === undefined;

/**
 * One rep's titles at once; a whole scope's (no rep typed: a supervisor's team, or the company for an administrator)
 * page after page, each after the last title of the one before (docs/decisions/165).
 */
export const useDuplicates = (query: DuplicatesGridQuery | null) =>
  usePagedGrid({
    key: 'report-duplicates',
    call: duplicatesGridCall,
    query,
    paged: isPagedDuplicates,
    cursorOf: (row) => row.duplicate,
    after: (duplicate: string) => ({ afterDuplicate: duplicate }),
  });
