import { customerOrdersCall } from '@portal/contracts';
import { useMemo } from 'react';
import { MonthRangeFilter } from '../../components/filters/month-range.tsx';
import { ReportPage } from '../../components/report-page/report-page.tsx';
import { reopenedFilters } from '../../components/report-page/kept-filters.ts';
import { ReopensKeptFilters } from '../../components/report-page/reopens-kept-filters.tsx';
import { useLastAnswer } from '../../components/report-page/use-last-answer.ts';
import { useReportFilters } from '../../components/report-page/use-report-filters.ts';
import { isLongPeriod, useCustomerOrders } from './api/get-customer-orders.ts';
import { ReportCityCustomerFields } from '../../components/report-page/report-city-customer-fields.tsx';
import { CustomersResult } from './components/customers-result.tsx';
import { customersTexts as t } from './customers-texts.ts';
import {
  customerOrdersQuery,
  customersFiltersSchema,
  defaultCustomersFilters,
  type CustomersFilters,
} from './utils/customers-filters.ts';
import './customers.css';

const keptAs = 'customers';
const reopen = (username: string) => reopenedFilters(username, keptAs);

const CustomersScreen = () => {
  const report = useReportFilters<CustomersFilters>({
    schema: customersFiltersSchema,
    defaults: defaultCustomersFilters,
    keptAs,
  });
  const query = useMemo(
    () => (report.applied ? customerOrdersQuery(report.applied) : null),
    [report.applied],
  );
  // A long period's customers come in pages, which have no single kept answer.
  const result = useLastAnswer(
    customerOrdersCall,
    query && !isLongPeriod(query) ? query : null,
    useCustomerOrders(query),
  );

  return (
    <ReportPage
      title={t.title}
      report={report}
      query={result}
      errorPrefix={t.error}
      isEmpty={(customers) => customers.length === 0}
      emptyText={t.noCustomers}
      emptyToast={t.noCustomers}
      filters={
        <>
          <ReportCityCustomerFields report={report} disabledText={t.fillRepresentativeFirst} />
          <MonthRangeFilter
            id="filter-issue"
            label={t.issue}
            value={{ start: report.draft.initialIssueDate, end: report.draft.finalIssueDate }}
            onChange={(range) =>
              report.setDraft({ initialIssueDate: range.start, finalIssueDate: range.end })
            }
          />
        </>
      }
    >
      {(customers) =>
        query ? (
          <>
            {result.loadingMore && (
              <p className="customers-loading-more" role="status">
                {t.loadingMore}
              </p>
            )}
            <CustomersResult customers={customers} query={query} />
          </>
        ) : null
      }
    </ReportPage>
  );
};

/**
 * Clientes (/customers, docs/product.md §2.8): customers with their orders, the route editable. Its bare address
 * reopens the user's last consultation, its kept answer shown until the fresh one is in (decision 226).
 */
export const CustomersPage = () => (
  <ReopensKeptFilters reopen={reopen}>
    <CustomersScreen />
  </ReopensKeptFilters>
);
