import { Button } from 'primereact/button';
import { Panel } from 'primereact/panel';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { ErrorBoundary } from '../../components/error-boundary.tsx';
import { FullSpinner } from '../../components/full-spinner.tsx';
import { useNotify } from '../../components/notify/notify-context.ts';
import { filtersPanelPt } from '../../components/report-page/filters-panel-pt.ts';
import { RepresentativeField } from '../../components/report-page/representative-field.tsx';
import { OfflineAnswerNote, waitsForSignal } from '../../components/report-page/offline-answer-note.tsx';
import { useReportFilters } from '../../components/report-page/use-report-filters.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { useQuotaArticles } from '../../components/filters/api/get-quota-articles.ts';
import { useSaleFrequency } from './api/get-sale-frequency.ts';
import { SalesFrequencyFilterFields } from './components/sales-frequency-filter-fields.tsx';
import { SalesFrequencyResult } from './components/sales-frequency-result.tsx';
import { salesFrequencyTexts as t } from './sales-frequency-texts.ts';
import {
  defaultSalesFrequencyFilters,
  saleFrequencyQuery,
  salesFrequencyFiltersSchema,
  type SalesFrequencyFilters,
} from './utils/sales-frequency-filters.ts';
import './sales-frequency.css';

/**
 * Situação Limite (/salesFrequency, docs/product.md §2.6). The common report frame of §2.4, written here because this
 * screen's error toast is the spec's bare "Erro ao consultar Frequência de Vendas" (the shared ReportPage always
 * appends the server message); the message still shows in the result area.
 */
export const SalesFrequencyPage = () => {
  const notify = useNotify();
  const report = useReportFilters<SalesFrequencyFilters>({
    schema: salesFrequencyFiltersSchema,
    defaults: defaultSalesFrequencyFilters,
  });
  const articles = useQuotaArticles();
  const query = useMemo(() => (report.applied ? saleFrequencyQuery(report.applied) : null), [report.applied]);
  const result = useSaleFrequency(query);
  const [collapsed, setCollapsed] = useState(report.applied !== null);

  useEffect(() => {
    if (articles.error) notify.error(`${t.articlesError}: ${errorMessage(articles.error)}`);
  }, [articles.error, notify]);
  useEffect(() => {
    if (result.error) notify.error(t.error);
  }, [result.error, notify]);
  useEffect(() => {
    if (result.data?.length === 0) notify.warn(t.noCustomers);
  }, [result.data, notify]);

  if (!report.ready) return <FullSpinner label="Carregando representante..." />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!report.submit()) void result.refetch();
    setCollapsed(true);
  };

  const body = (() => {
    if (result.isFetching) return <FullSpinner label="Consultando..." />;
    if (result.error) return <p className="report-empty">{`${t.error}: ${errorMessage(result.error)}`}</p>;
    if (!result.data) return <p className="report-empty">{t.chooseFilters}</p>;
    if (result.data.length === 0) return <p className="report-empty">{t.noCustomers}</p>;
    return (
      <ErrorBoundary what="o resultado" resetKey={result.data}>
        <SalesFrequencyResult key={result.dataUpdatedAt} customers={result.data} />
      </ErrorBoundary>
    );
  })();

  return (
    <div className="page report-page sales-frequency-page">
      <h2 className="report-title">{t.title}</h2>
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
                onChange={(representativeId) =>
                  report.setDraft({
                    representativeId: representativeId ?? undefined,
                    cities: undefined,
                    customers: undefined,
                  })
                }
              />
            )}
            <SalesFrequencyFilterFields
              financialFlagFilter
              draft={report.draft}
              setDraft={report.setDraft}
              articles={articles.data ?? []}
              articlesLoading={articles.isPending && !articles.error}
              lockedRepresentativeId={report.lockedRepresentativeId}
            />
          </div>
          <div className="filter-actions">
            <Button type="button" label="Limpar" icon="pi pi-filter-slash" outlined onClick={report.reset} />
            <Button type="submit" label="Consultar" icon="pi pi-search" loading={result.isFetching} />
          </div>
        </form>
      </Panel>
      <section className="report-results sf-results" aria-live="polite" aria-busy={result.isFetching}>
        <OfflineAnswerNote data={result.data} isPaused={result.isPaused} />
        {!waitsForSignal(result) && body}
      </section>
    </div>
  );
};
