import { useEffect, useMemo } from 'react';
import { useNotify } from '../../components/notify/notify-context.ts';
import { workingRepresentative } from '../../components/report-page/query-values.ts';
import { ReportPage } from '../../components/report-page/report-page.tsx';
import { ReopensKeptFilters } from '../../components/report-page/reopens-kept-filters.tsx';
import { useReportFilters } from '../../components/report-page/use-report-filters.ts';
import { answeredAt } from '../../lib/answer-times.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { useSession } from '../../lib/auth/session-store.ts';
import { formatDate } from '../../lib/format.ts';
import { useRepRoutes } from './api/get-rep-routes.ts';
import { useVisitPlan, visitPlanUrl } from './api/get-visit-plan.ts';
import { useVisitQueue } from '../../lib/visits/record-visit.ts';
import { PendingVisits } from './components/pending-visits.tsx';
import { VisitPlanFilterFields } from './components/visit-plan-filter-fields.tsx';
import { VisitPlanResult } from './components/visit-plan-result.tsx';
import { repDisplayName } from './utils/contact-links.ts';
import {
  cityChoices,
  defaultVisitPlanFilters,
  hasRouteOrCity,
  rememberChoice,
  rememberedChoice,
  routeOptions,
  visitPlanFiltersSchema,
  visitPlanQueryOf,
  withRepresentative,
  type VisitPlanFilters,
} from './utils/visit-plan-filters.ts';
import { visitPlanTexts as t } from './visit-plan-texts.ts';
import './visit-plan.css';

const printHeadingOf = (filters: VisitPlanFilters): string => {
  const what = [
    filters.route === undefined ? null : t.printRoute(filters.route),
    filters.cities?.length ? t.printCities(filters.cities.length) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return t.printHeading(what, formatDate(new Date()));
};

const VisitPlanScreen = ({ username, userName }: { username: string; userName: string }) => {
  const notify = useNotify();
  const report = useReportFilters<VisitPlanFilters>({
    schema: visitPlanFiltersSchema,
    defaults: defaultVisitPlanFilters,
  });
  const representativeId = workingRepresentative(report);
  const routes = useRepRoutes(representativeId === undefined ? null : { representativeId });
  const query = useMemo(() => (report.applied ? visitPlanQueryOf(report.applied) : null), [report.applied]);
  const plan = useVisitPlan(query);
  const queue = useVisitQueue();

  useEffect(() => {
    if (report.applied) rememberChoice(username, report.applied);
  }, [report.applied, username]);
  useEffect(() => {
    if (routes.error) notify.error(`${t.routesError}: ${errorMessage(routes.error)}`);
  }, [routes.error, notify]);

  const rows = routes.data;
  const routeChoices = useMemo(() => routeOptions(rows ?? []), [rows]);
  const cities = useMemo(() => cityChoices(rows ?? []), [rows]);
  const canSubmit = hasRouteOrCity(report.draft);
  // Read again whenever a new answer lands: offline, the service worker's copy keeps the server's original time.
  const dataAt = useMemo(
    () => (query && plan.dataUpdatedAt ? answeredAt(visitPlanUrl(query)) : null),
    [query, plan.dataUpdatedAt],
  );

  return (
    <div className="visit-plan-page">
      <PendingVisits refused={queue.refused} onDismiss={queue.dismiss} />
      <ReportPage
        title={t.title}
        report={report}
        query={plan}
        errorPrefix={t.error}
        canSubmit={canSubmit}
        onRepresentativeChange={(id) => report.setDraft(withRepresentative(report.draft, id))}
        isEmpty={(answer) => answer.customers.length === 0}
        emptyText={t.noCustomers}
        filters={
          <VisitPlanFilterFields
            draft={report.draft}
            setDraft={report.setDraft}
            routes={routeChoices}
            cities={cities}
            loading={routes.isFetching}
            disabled={representativeId === undefined}
            missingChoice={!canSubmit}
          />
        }
      >
        {(answer) => (
          <VisitPlanResult
            answer={answer}
            pending={queue.pending}
            answeredAt={dataAt}
            printHeading={printHeadingOf(report.applied ?? report.draft)}
            repName={repDisplayName(userName)}
            onRecord={(customer, outcome, note, position) =>
              void queue.record(customer, outcome, note, position)
            }
          />
        )}
      </ReportPage>
    </div>
  );
};

/**
 * Plano de Visitas (/visitPlan, docs/domain.md §5.1). Opened without filters in the URL, it goes to the user's last
 * plan, so the rep lands on today's route (and, offline, on its cached answer) without choosing again.
 */
export const VisitPlanPage = () => {
  const { user } = useSession();
  return (
    <ReopensKeptFilters reopen={rememberedChoice}>
      {user && <VisitPlanScreen username={user.username} userName={user.name} />}
    </ReopensKeptFilters>
  );
};
