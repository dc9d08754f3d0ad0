import { filtersPanelPt } from './filters-panel-pt.ts';
import { Button } from 'primereact/button';
import { Panel } from 'primereact/panel';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { errorMessage } from '../../lib/api-error.ts';
import { ErrorBoundary } from '../error-boundary.tsx';
import { FullSpinner } from '../full-spinner.tsx';
import { OfflineAnswerNote, waitsForSignal } from './offline-answer-note.tsx';
import { useNotify } from '../notify/notify-context.ts';
import { RepresentativeField } from './representative-field.tsx';
import type { BaseFilters, ReportFilters } from './use-report-filters.ts';

/** The part of a TanStack query result the page needs (any `useQuery` result fits). */
export type ReportQuery<D> = {
  data: D | undefined;
  error: unknown;
  isFetching: boolean;
  /** Waiting for the signal (no copy of the answer on the device). */
  isPaused?: boolean;
  refetch: () => unknown;
};

export type ReportPageProps<F extends BaseFilters, D> = {
  /** Page heading, e.g. "Carteira". */
  title: string;
  report: ReportFilters<F>;
  query: ReportQuery<D>;
  /** The screen's filter widgets, bound to `report.draft` (the Representante field is added here). */
  filters: ReactNode;
  /** docs/product.md §8 toast prefix, e.g. "Erro ao consultar Carteira": shown as "<prefix>: <message>". */
  errorPrefix: string;
  /** Consultar stays disabled while false (e.g. Carteira without a representative, docs/product.md §5). */
  canSubmit?: boolean;
  /** The result (grid, cards) once an answer is in. */
  children: (data: D) => ReactNode;
  /** Text when the answer is empty; children still render when absent. */
  isEmpty?: (data: D) => boolean;
  emptyText?: string;
};

/**
 * The common frame of report screens (docs/product.md §2.4): Filtros panel (open first, collapsed after a query),
 * Consultar with loading, Limpar, a full-size spinner until the representative is known, results cleared
 * while a new query runs, errors as toasts, and the result in its own error boundary.
 */
export const ReportPage = <F extends BaseFilters, D>({
  title,
  report,
  query,
  filters,
  errorPrefix,
  canSubmit = true,
  children,
  isEmpty,
  emptyText,
}: ReportPageProps<F, D>) => {
  const notify = useNotify();
  const [collapsed, setCollapsed] = useState(report.applied !== null);

  useEffect(() => {
    if (query.error) notify.error(`${errorPrefix}: ${errorMessage(query.error)}`);
  }, [query.error, errorPrefix, notify]);

  if (!report.ready) return <FullSpinner label="Carregando representante..." />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    if (!report.submit()) void query.refetch();
    setCollapsed(true);
  };

  const result = (() => {
    if (query.isFetching) return <FullSpinner label="Consultando..." />;
    if (query.error) return <p className="report-empty">{`${errorPrefix}: ${errorMessage(query.error)}`}</p>;
    if (query.data === undefined || report.applied === null) {
      return <p className="report-empty">Escolha os filtros e clique em Consultar.</p>;
    }
    if (isEmpty?.(query.data) && emptyText) return <p className="report-empty">{emptyText}</p>;
    return (
      <ErrorBoundary what="o resultado" resetKey={query.data}>
        {children(query.data)}
      </ErrorBoundary>
    );
  })();

  return (
    <div className="page report-page">
      <h2 className="report-title">{title}</h2>
      <Panel
        header="Filtros"
        toggleable
        collapsed={collapsed}
        onToggle={(event) => setCollapsed(event.value)}
        className="report-filters"
        pt={filtersPanelPt(collapsed)}
      >
        <form onSubmit={onSubmit} aria-label="Filtros">
          <div className="filter-grid">
            {report.lockedRepresentativeId === null && (
              <RepresentativeField
                value={report.draft.representativeId}
                onChange={(representativeId) => report.setDraft({ representativeId } as Partial<F>)}
              />
            )}
            {filters}
          </div>
          <div className="filter-actions">
            <Button type="button" label="Limpar" icon="pi pi-filter-slash" outlined onClick={report.reset} />
            <Button
              type="submit"
              label="Consultar"
              icon="pi pi-search"
              loading={query.isFetching}
              disabled={!canSubmit}
            />
          </div>
        </form>
      </Panel>
      <section className="report-results card" aria-live="polite" aria-busy={query.isFetching}>
        <OfflineAnswerNote data={query.data} isPaused={query.isPaused} />
        {!waitsForSignal(query) && result}
      </section>
    </div>
  );
};
