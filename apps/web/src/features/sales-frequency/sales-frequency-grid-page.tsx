import type { SaleFrequencyCustomer } from '@portal/contracts';
import { GridResult } from '../../components/report-page/grid-result.tsx';
import { ReportPage } from '../../components/report-page/report-page.tsx';
import { useReportQuery } from '../../components/report-page/use-report-filters.ts';
import { useQuotaArticlesToasts } from '../../components/filters/api/get-quota-articles.ts';
import { useSaleFrequency } from './api/get-sale-frequency.ts';
import { SalesFrequencyFilterFields } from './components/sales-frequency-filter-fields.tsx';
import { salesFrequencyTexts as t } from './sales-frequency-texts.ts';
import { byPriority, gridColumns } from './utils/grid-columns.ts';
import {
  defaultSalesFrequencyFilters,
  potentialGridQuery,
  salesFrequencyFiltersSchema,
} from './utils/sales-frequency-filters.ts';

/** Potencial grid (/salesFrequencyAtual, docs/product.md §2.7): customers by suggestion priority, a column group per collection. */
export const SalesFrequencyGridPage = () => {
  const { report, query } = useReportQuery(
    { schema: salesFrequencyFiltersSchema, defaults: defaultSalesFrequencyFilters },
    potentialGridQuery,
  );
  const result = useSaleFrequency(query);
  const articles = useQuotaArticlesToasts({ error: t.articlesError, empty: t.noArticles });

  return (
    <ReportPage
      title={t.potentialTitle}
      report={report}
      query={result}
      errorPrefix={t.error}
      isEmpty={(rows) => rows.length === 0}
      emptyToast={t.noCustomers}
      filters={
        <SalesFrequencyFilterFields
          financialFlagFilter={false}
          draft={report.draft}
          setDraft={report.setDraft}
          articles={articles.data ?? []}
          articlesLoading={articles.isLoading}
          lockedRepresentativeId={report.lockedRepresentativeId}
        />
      }
    >
      {(rows: SaleFrequencyCustomer[]) => (
        <GridResult
          gridId="sales-frequency-grid"
          title={t.potentialTitle}
          columns={gridColumns}
          rows={rows}
          groupBy={byPriority}
          exportName="potencial"
        />
      )}
    </ReportPage>
  );
};
