import { MonthRangeFilter } from '../../components/filters/month-range.tsx';
import { CityCustomerGridPage } from '../../components/report-page/city-customer-grid-page.tsx';
import { useReportQuery } from '../../components/report-page/use-report-filters.ts';
import { useBilled } from './api/get-billed.ts';
import { billedColumns } from './billed-columns.ts';
import { billedTexts as t } from './billed-texts.ts';
import { billedFiltersSchema, billedQuery, defaultBilledFilters } from './utils/billed-filters.ts';

/** Faturado (/billed, docs/product.md §2.10): the invoices of the representative billed in the month range. */
export const BilledPage = () => {
  const { report, query } = useReportQuery(
    { schema: billedFiltersSchema, defaults: defaultBilledFilters },
    billedQuery,
  );
  const result = useBilled(query);

  return (
    <CityCustomerGridPage
      texts={t}
      report={report}
      query={result}
      period={
        <MonthRangeFilter
          id="filter-billing"
          label={t.issue}
          value={{ start: report.draft.initialBilling, end: report.draft.finalBilling }}
          onChange={(range) => report.setDraft({ initialBilling: range.start, finalBilling: range.end })}
        />
      }
      gridId="billed"
      columns={billedColumns}
      exportName="faturado"
    />
  );
};
