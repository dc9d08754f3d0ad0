import { MonthRangeFilter } from '../../components/filters/month-range.tsx';
import { GridResult } from '../../components/report-page/grid-result.tsx';
import { ReportPage } from '../../components/report-page/report-page.tsx';
import { useReportQuery } from '../../components/report-page/use-report-filters.ts';
import { useBilled } from './api/get-billed.ts';
import { billedColumns } from './billed-columns.ts';
import { billedTexts as t } from './billed-texts.ts';
import { ReportCityCustomerFields } from '../../components/report-page/report-city-customer-fields.tsx';
import { billedFiltersSchema, billedQuery, defaultBilledFilters } from './utils/billed-filters.ts';
import { workingRepresentative } from '../../components/report-page/query-values.ts';

/** Faturado (/billed, docs/product.md §2.10): the invoices of the representative billed in the month range. */
export const BilledPage = () => {
  const { report, query } = useReportQuery(
    { schema: billedFiltersSchema, defaults: defaultBilledFilters },
    billedQuery,
  );
  const result = useBilled(query);
  const representativeId = workingRepresentative(report);

  return (
    <ReportPage
      title={t.title}
      report={report}
      query={result}
      errorPrefix={t.error}
      canSubmit={representativeId !== undefined}
      filters={
        <>
          <ReportCityCustomerFields report={report} disabledText={t.fillRepresentativeFirst} />
          <MonthRangeFilter
            id="filter-billing"
            label={t.issue}
            value={{ start: report.draft.initialBilling, end: report.draft.finalBilling }}
            onChange={(range) => report.setDraft({ initialBilling: range.start, finalBilling: range.end })}
          />
        </>
      }
    >
      {(rows) => (
        <GridResult
          gridId="billed"
          title={t.title}
          columns={billedColumns}
          rows={rows}
          exportName="faturado"
        />
      )}
    </ReportPage>
  );
};
