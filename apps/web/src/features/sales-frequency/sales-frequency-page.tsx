import { ReportPage } from '../../components/report-page/report-page.tsx';
import { useReportQuery } from '../../components/report-page/use-report-filters.ts';
import { useQuotaArticlesToasts } from '../../components/filters/api/get-quota-articles.ts';
import { useSaleFrequency } from './api/get-sale-frequency.ts';
import { SalesFrequencyFilterFields } from './components/sales-frequency-filter-fields.tsx';
import { SalesFrequencyResult } from './components/sales-frequency-result.tsx';
import { salesFrequencyTexts as t } from './sales-frequency-texts.ts';
import {
  defaultSalesFrequencyFilters,
  saleFrequencyQuery,
  salesFrequencyFiltersSchema,
} from './utils/sales-frequency-filters.ts';
import './sales-frequency.css';

/**
 * Situação Limite (/salesFrequency, docs/product.md §2.6), in the common report frame of §2.4. Its error toast is the
 * spec's bare "Erro ao consultar Frequência de Vendas" (`errorToast`); the server message still shows in the result
 * area. A new Representante clears Cidade and Cliente, which were searched for the previous one.
 */
export const SalesFrequencyPage = () => {
  const { report, query } = useReportQuery(
    { schema: salesFrequencyFiltersSchema, defaults: defaultSalesFrequencyFilters },
    saleFrequencyQuery,
  );
  const articles = useQuotaArticlesToasts({ error: t.articlesError });
  const result = useSaleFrequency(query);

  return (
    <ReportPage
      title={t.title}
      report={report}
      query={result}
      errorPrefix={t.error}
      errorToast={t.error}
      isEmpty={(customers) => customers.length === 0}
      emptyText={t.noCustomers}
      emptyToast={t.noCustomers}
      className="sales-frequency-page"
      resultsClassName="sf-results"
      onRepresentativeChange={(representativeId) =>
        report.setDraft({
          representativeId: representativeId ?? undefined,
          cities: undefined,
          customers: undefined,
        })
      }
      filters={
        <SalesFrequencyFilterFields
          financialFlagFilter
          draft={report.draft}
          setDraft={report.setDraft}
          articles={articles.data ?? []}
          articlesLoading={articles.isPending && !articles.error}
          lockedRepresentativeId={report.lockedRepresentativeId}
        />
      }
    >
      {(customers) => <SalesFrequencyResult key={result.dataUpdatedAt} customers={customers} />}
    </ReportPage>
  );
};
