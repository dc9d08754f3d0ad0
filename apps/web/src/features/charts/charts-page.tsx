import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { FullSpinner } from '../../components/full-spinner.tsx';
import { FiltersPanel } from '../../components/report-page/filters-panel.tsx';
import { useReportFilters } from '../../components/report-page/use-report-filters.ts';
import { useQuotaArticlesToasts } from '../../components/filters/api/get-quota-articles.ts';
import { chartsTexts } from './charts-texts.ts';
import { ChartsFilterFields } from './components/charts-filter-fields.tsx';
import { IndicatorTiles, indicatorQueryKeys } from './components/indicator-tiles.tsx';
import { chartsFiltersSchema, defaultChartsFilters, type ChartsFilters } from './utils/charts-filters.ts';
import './charts.css';

/**
 * Indicadores (/charts, docs/product.md §2.5, §4): the tiles load by themselves once the representative is known, with the
 * default filters (current month, every collection); Consultar applies the panel's filters (mirrored in the URL).
 */
export const ChartsPage = () => {
  const queryClient = useQueryClient();
  const report = useReportFilters<ChartsFilters>({
    schema: chartsFiltersSchema,
    defaults: defaultChartsFilters,
  });
  const articles = useQuotaArticlesToasts({
    error: chartsTexts.articlesError,
    empty: chartsTexts.noArticles,
  });

  const { applied, starting } = report;
  // Before any Consultar the tiles show what the panel shows (the rep being viewed, a carried month).
  const filters = useMemo<ChartsFilters>(() => applied ?? starting, [applied, starting]);

  if (!report.ready) return <FullSpinner label="Carregando representante..." />;

  const onSubmit = () => {
    if (!report.submit()) {
      void queryClient.invalidateQueries({
        predicate: (query) => indicatorQueryKeys.includes(String(query.queryKey[0])),
      });
    }
  };

  return (
    <div className="page report-page charts-page">
      <h2 className="report-title">{chartsTexts.title}</h2>
      <FiltersPanel
        report={report}
        onSubmit={onSubmit}
        onRepresentativeChange={(representativeId) =>
          report.setDraft({ representativeId: representativeId ?? undefined })
        }
      >
        <ChartsFilterFields
          draft={report.draft}
          setDraft={report.setDraft}
          articles={articles.data ?? []}
          // Offline with no copy the call waits (paused): an empty list that says so, not a spinner.
          articlesLoading={articles.isPending && !articles.error && !articles.isPaused}
        />
      </FiltersPanel>
      <IndicatorTiles filters={filters} />
    </div>
  );
};
