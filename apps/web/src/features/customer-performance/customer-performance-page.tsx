import type { CustomerPerformanceRow } from '@portal/contracts';
import { QuotaArticlesFilter } from '../../components/filters/quota-articles-filter.tsx';
import { GridResult } from '../../components/report-page/grid-result.tsx';
import { ReportPage } from '../../components/report-page/report-page.tsx';
import { useReportQuery } from '../../components/report-page/use-report-filters.ts';
import { useCustomerPerformance } from './api/get-customer-performance.ts';
import { useQuotaArticlesToasts } from '../../components/filters/api/get-quota-articles.ts';
import { performanceColumns } from './performance-columns.ts';
import {
  defaultPerformanceFilters,
  performanceFiltersSchema,
  performanceQuery,
} from './utils/performance-filters.ts';

/** Texts of docs/product.md §2.13 and §8, word for word (the toast keeps the spec's spelling). */
const t = {
  title: 'Desemp. Clientes',
  collections: 'Coleções',
  error: 'Erro ao performance de clientes',
  articlesError: 'Erro ao consultar Artigos de Cotas',
  noArticles: 'Nenhum artigo encontrado!',
} as const;

/** Desemp. Clientes (/customerPerformance, docs/product.md §2.13): customers with the amount sold per collection group. */
export const CustomerPerformancePage = () => {
  const { report, query } = useReportQuery(
    { schema: performanceFiltersSchema, defaults: defaultPerformanceFilters },
    performanceQuery,
  );
  const result = useCustomerPerformance(query);
  const articles = useQuotaArticlesToasts({ error: t.articlesError, empty: t.noArticles });

  return (
    <ReportPage
      title={t.title}
      report={report}
      query={result}
      errorPrefix={t.error}
      filters={
        <QuotaArticlesFilter
          label={t.collections}
          articles={articles.data ?? []}
          value={report.draft.quotaArticles}
          onChange={(quotaArticles) => report.setDraft({ quotaArticles })}
          loading={articles.isLoading}
        />
      }
    >
      {(rows: CustomerPerformanceRow[]) => (
        <GridResult
          gridId="customer-performance"
          title={t.title}
          columns={performanceColumns}
          rows={rows}
          rowHeight={30}
          minHeight={600}
          exportName="desempenho-clientes"
        />
      )}
    </ReportPage>
  );
};
