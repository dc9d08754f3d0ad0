import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { errorMessage } from '../../lib/api-error.ts';
import { ErrorBoundary } from '../error-boundary.tsx';
import { FullSpinner } from '../full-spinner.tsx';
import { OfflineAnswerNote, waitsForSignal } from './offline-answer-note.tsx';
import { useNotify } from '../notify/notify-context.ts';
import { FiltersPanel } from './filters-panel.tsx';
import { LastAnswerNote } from './last-answer-note.tsx';
import type { ReportQuery } from './report-query.ts';
import { useAnswerDrawing } from './use-answer-drawing.ts';
import type { BaseFilters, ReportFilters } from './use-report-filters.ts';

export type { ReportQuery };

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
  /** A warning toast each time an answer comes back empty (isEmpty), e.g. "Nenhum cliente encontrado!". */
  emptyToast?: string;
  /** The error toast when it must be the spec's bare text (Situação Limite); by default "<prefix>: <message>". */
  errorToast?: string;
  /** What a typed Representante does to the draft; by default it only sets `representativeId`. */
  onRepresentativeChange?: (representativeId: number | null) => void;
  /** The screen's own class on the page, e.g. "sales-frequency-page". */
  className?: string;
  /** The class of the result area next to "report-results"; "card" by default. */
  resultsClassName?: string;
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
  emptyToast,
  errorToast,
  onRepresentativeChange,
  className,
  resultsClassName = 'card',
}: ReportPageProps<F, D>) => {
  const notify = useNotify();

  useEffect(() => {
    if (query.error) notify.error(errorToast ?? `${errorPrefix}: ${errorMessage(query.error)}`);
  }, [query.error, errorPrefix, errorToast, notify]);
  const emptyAnswer = query.data !== undefined && isEmpty?.(query.data) ? query.data : undefined;
  useEffect(() => {
    if (emptyToast && emptyAnswer !== undefined) notify.warn(emptyToast);
  }, [emptyAnswer, emptyToast, notify]);

  const drawing = useAnswerDrawing(query.isFetching, query.data);
  // The kept answer stays on screen while the fresh one that replaces it is drawn (docs/decisions/177, 226).
  const lastDrawn = useDeferredValue(query.lastAnswer ?? null);
  const last = query.lastAnswer ?? (drawing ? lastDrawn : null);
  const answer = last ? last.data : query.data;

  if (!report.ready) return <FullSpinner label="Carregando representante..." />;

  const onSubmit = () => {
    if (!report.submit()) void query.refetch();
  };

  const result = (() => {
    if (!last && (query.isFetching || drawing)) return <FullSpinner label="Consultando..." />;
    if (!last && query.error) {
      return <p className="report-empty">{`${errorPrefix}: ${errorMessage(query.error)}`}</p>;
    }
    if (answer === undefined || report.applied === null) {
      return <p className="report-empty">Escolha os filtros e clique em Consultar.</p>;
    }
    if (isEmpty?.(answer) && emptyText) return <p className="report-empty">{emptyText}</p>;
    return (
      <ErrorBoundary what="o resultado" resetKey={answer}>
        {children(answer)}
      </ErrorBoundary>
    );
  })();

  return (
    <div className={className ? `page report-page ${className}` : 'page report-page'}>
      <h2 className="report-title">{title}</h2>
      {last && <LastAnswerNote at={last.at} updating={query.isFetching} />}
      <FiltersPanel
        report={report}
        onSubmit={onSubmit}
        canSubmit={canSubmit}
        loading={query.isFetching}
        onRepresentativeChange={onRepresentativeChange}
      >
        {filters}
      </FiltersPanel>
      <section
        className={`report-results ${resultsClassName}${last ? ' is-last-answer' : ''}`}
        aria-live="polite"
        aria-busy={query.isFetching}
      >
        <OfflineAnswerNote data={answer} isPaused={query.isPaused} />
        {!waitsForSignal({ data: answer, isPaused: query.isPaused }) && result}
      </section>
    </div>
  );
};
