import type { NotificationTarget } from '@portal/contracts';
import { paramsFromFilters } from '../../../components/report-page/use-report-filters.ts';
import { paths } from '../../../config/paths.ts';

/** The screen an event opens, from the route table, with its filters and the query run (docs/domain.md §5.5). */
export const notificationLink = ({ screen, filters }: NotificationTarget): string =>
  `${paths[screen]}?${paramsFromFilters(filters).toString()}`;
