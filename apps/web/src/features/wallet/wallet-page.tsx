import { useMemo } from 'react';
import { MonthRangeFilter } from '../../components/filters/month-range.tsx';
import { GridResult } from '../../components/report-page/grid-result.tsx';
import { ReportPage } from '../../components/report-page/report-page.tsx';
import { useReportQuery } from '../../components/report-page/use-report-filters.ts';
import { currentMonthRange } from '../../lib/dates.ts';
import { useWallet } from './api/get-wallet.ts';
import { ReportCityCustomerFields } from '../../components/report-page/report-city-customer-fields.tsx';
import { walletColumns } from './wallet-columns.ts';
import { walletTexts as t } from './wallet-texts.ts';
import { defaultWalletFilters, walletFiltersSchema, walletQuery } from './utils/wallet-filters.ts';
import { workingRepresentative } from '../../components/report-page/query-values.ts';

/** Carteira (/wallet, docs/product.md §2.9): the open orders of the representative, regardless of dates. */
export const WalletPage = () => {
  const { report, query } = useReportQuery(
    { schema: walletFiltersSchema, defaults: defaultWalletFilters },
    walletQuery,
  );
  const result = useWallet(query);
  const representativeId = workingRepresentative(report);
  // docs/product.md §2.9: the wallet does not depend on dates, so Emissão is shown disabled at the current month.
  const issue = useMemo(() => currentMonthRange(), []);

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
            id="filter-issue"
            label={t.issue}
            value={issue}
            onChange={() => undefined}
            disabled
          />
        </>
      }
    >
      {(rows) => (
        <GridResult
          gridId="wallet"
          title={t.title}
          columns={walletColumns}
          rows={rows}
          exportName="carteira"
        />
      )}
    </ReportPage>
  );
};
