import { paths, screens, type ScreenId } from '../../../config/paths.ts';
import { paramsFromFilters } from '../../../components/report-page/use-report-filters.ts';

/** The report screens a rep-0 user may open as one rep, in menu order: every screen that reads one rep's data. */
const viewable: readonly ScreenId[] = [
  'charts',
  'wallet',
  'billed',
  'duplicates',
  'canceledOrders',
  'customers',
  'customerPerformance',
  'salesFrequency',
  'salesFrequencyAtual',
  'visitRoutes',
  'visitPlan',
  'commission',
];

export type ViewAsTarget = { id: ScreenId; label: string; icon: string; path: string };

export const viewAsTargets: readonly ViewAsTarget[] = screens
  .filter((screen) => viewable.includes(screen.id))
  .map(({ id, label, icon, path }) => ({ id, label, icon, path }));

/**
 * The screen's URL with the rep chosen and the query run, as if the rep had been typed and Consultar pressed. The
 * visit plan also needs a route or cities: it opens with the rep chosen (carried), for the user to pick them.
 */
export const viewAsUrl = (target: Pick<ViewAsTarget, 'path'>, representativeId: number): string =>
  target.path === paths.visitPlan
    ? target.path
    : `${target.path}?${paramsFromFilters({ representativeId }).toString()}`;
