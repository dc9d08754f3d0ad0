import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ErrorBoundary } from '../../components/error-boundary.tsx';
import { FullSpinner } from '../../components/full-spinner.tsx';
import { useNotify } from '../../components/notify/notify-context.ts';
import { recordCarriedFilters } from '../../components/report-page/carried-filters.ts';
import { FiltersPanel } from '../../components/report-page/filters-panel.tsx';
import { GridResult } from '../../components/report-page/grid-result.tsx';
import { useAnswerDrawing } from '../../components/report-page/use-answer-drawing.ts';
import { useReportFilters } from '../../components/report-page/use-report-filters.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { useSession } from '../../lib/auth/session-store.ts';
import { endViewAs, startViewAs } from '../../lib/view-as.ts';
import { useTeamBoard } from './api/get-team-board.ts';
import { useSupervisors } from './api/get-supervisors.ts';
import { useStartViewAs } from './api/start-view-as.ts';
import { useOpenAsMenu } from './components/open-as-menu.tsx';
import { TeamFilterFields } from './components/team-filter-fields.tsx';
import { TeamDayMap } from './components/team-day-map.tsx';
import { TeamTotal } from './components/team-total.tsx';
import { teamColumns, teamGridRows, type TeamGridRow } from './team-columns.tsx';
import { teamTexts as t } from './team-texts.ts';
import { viewAsUrl, type ViewAsTarget } from './utils/view-as-links.ts';
import { defaultTeamFilters, teamFiltersSchema, teamQuery, type TeamFilters } from './utils/team-filters.ts';
import './team.css';

const ROW_HEIGHT = 34;
/** Tall enough for every rep up to a screenful (header, rows, totals), not the window's height for four reps. */
const gridHeight = (rows: number) => Math.min(640, (rows + 3) * ROW_HEIGHT);

/**
 * Equipe (/team, docs/domain.md §5.4): the board of the team for a month, loaded at once with the current month; a
 * rep sees their own line. From a row, a rep-0 user opens any report screen as that rep (recorded by the server).
 */
export const TeamPage = () => {
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const report = useReportFilters<TeamFilters>({ schema: teamFiltersSchema, defaults: defaultTeamFilters });
  const { applied, lockedRepresentativeId } = report;
  const repZero = user !== null && user.kind !== 'rep';
  const filters = useMemo<TeamFilters>(
    () => applied ?? { ...defaultTeamFilters(), representativeId: lockedRepresentativeId ?? undefined },
    [applied, lockedRepresentativeId],
  );
  const board = useTeamBoard(report.ready ? teamQuery(filters) : null);
  const drawing = useAnswerDrawing(board.isFetching, board.data);
  const supervisors = useSupervisors(repZero);
  const viewAs = useStartViewAs();

  // Back on the board: the user no longer views the portal as a rep.
  useEffect(() => endViewAs(), []);
  useEffect(() => {
    if (board.error) notify.error(`${t.error}: ${errorMessage(board.error)}`);
  }, [board.error, notify]);

  const open = useCallback(
    (row: TeamGridRow, target: ViewAsTarget) => {
      if (!user) return;
      viewAs.mutate(row.representativeId, {
        onSuccess: (viewed) => {
          startViewAs({
            username: user.username,
            representativeId: viewed.representativeId,
            representativeName: viewed.representativeName,
          });
          // Every screen opened next starts with this rep, not only the first.
          recordCarriedFilters(user.username, { representativeId: viewed.representativeId }, true);
          void navigate(viewAsUrl(target, viewed.representativeId));
        },
        onError: (error) => notify.error(`${t.openAsError}: ${errorMessage(error)}`),
      });
    },
    [navigate, notify, user, viewAs],
  );
  const menu = useOpenAsMenu(open);
  const months = board.data?.months;
  const total = board.data?.total;
  const columns = useMemo(
    () => teamColumns(months ?? [], repZero ? menu.button : undefined, total),
    [months, repZero, menu.button, total],
  );
  const rows = useMemo(() => teamGridRows(board.data?.rows ?? []), [board.data]);

  if (!report.ready) return <FullSpinner label="Carregando representante..." />;

  const onSubmit = () => {
    if (!report.submit()) void queryClient.invalidateQueries({ queryKey: ['team-board'] });
  };

  const result = (() => {
    if (board.isFetching) return <FullSpinner label="Consultando..." />;
    if (board.error) return <p className="report-empty">{`${t.error}: ${errorMessage(board.error)}`}</p>;
    if (!board.data) return null;
    return (
      <ErrorBoundary what="o painel da equipe" resetKey={board.data}>
        <TeamTotal total={board.data.total} month={board.data.month} months={board.data.months} />
        {/* The team's total first, a short drawing; the rows and the day's map after it (docs/decisions/181). */}
        {drawing ? (
          <FullSpinner label="Consultando..." />
        ) : rows.length === 0 ? (
          <p className="report-empty card">{t.empty}</p>
        ) : (
          <div className="card team-grid">
            <GridResult
              gridId="team"
              title={t.title}
              columns={columns}
              rows={rows}
              rowHeight={ROW_HEIGHT}
              minHeight={120}
              height={gridHeight(rows.length)}
              exportName="equipe"
            />
          </div>
        )}
        {!drawing && board.data.rows.length > 0 && (
          <TeamDayMap
            today={board.data.today}
            representatives={board.data.rows.map((row) => ({
              id: row.representativeId,
              name: row.representativeName,
            }))}
          />
        )}
      </ErrorBoundary>
    );
  })();

  return (
    <div className="page report-page team-page">
      <h2 className="report-title">{t.title}</h2>
      <FiltersPanel report={report} onSubmit={onSubmit}>
        <TeamFilterFields
          draft={report.draft}
          setDraft={report.setDraft}
          supervisors={supervisors.data ?? []}
          loading={supervisors.isPending && repZero}
        />
      </FiltersPanel>
      <section className="report-results team-results" aria-live="polite" aria-busy={board.isFetching}>
        {result}
      </section>
      {menu.element}
    </div>
  );
};
