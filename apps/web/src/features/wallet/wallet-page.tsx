import { walletGridCall } from '@portal/contracts';
import { useMemo } from 'react';
import { MonthRangeFilter } from '../../components/filters/month-range.tsx';
import { CityCustomerGridPage } from '../../components/report-page/city-customer-grid-page.tsx';
import { reopenedFilters } from '../../components/report-page/kept-filters.ts';
import { ReopensKeptFilters } from '../../components/report-page/reopens-kept-filters.tsx';
import { useLastAnswer } from '../../components/report-page/use-last-answer.ts';
import { useReportQuery } from '../../components/report-page/use-report-filters.ts';
import { currentMonthRange } from '../../lib/dates.ts';
import { useWallet } from './api/get-wallet.ts';
import { walletColumns } from './wallet-columns.ts';
import { walletTexts as t } from './wallet-texts.ts';
import { defaultWalletFilters, walletFiltersSchema, walletQuery } from './utils/wallet-filters.ts';

const keptAs = 'wallet';
const reopen = (username: string) => reopenedFilters(username, keptAs);

const WalletScreen = () => {
  const { report, query } = useReportQuery(
    { schema: walletFiltersSchema, defaults: defaultWalletFilters, keptAs },
    walletQuery,
  );
  const result = useLastAnswer(walletGridCall, query, useWallet(query));
  // docs/product.md §2.9: the wallet does not depend on dates, so Emissão is shown disabled at the current month.
  const issue = useMemo(() => currentMonthRange(), []);

  return (
    <CityCustomerGridPage
      texts={t}
      report={report}
      query={result}
      period={
        <MonthRangeFilter
          id="filter-issue"
          label={t.issue}
          value={issue}
          onChange={() => undefined}
          disabled
        />
      }
      gridId="wallet"
      columns={walletColumns}
      exportName="carteira"
    />
  );
};

/**
 * Carteira (/wallet, docs/product.md §2.9): the open orders of the representative, regardless of dates. Its bare
 * address reopens the user's last consultation, its kept answer shown until the fresh one is in (decision 226).
 */
export const WalletPage = () => (
  <ReopensKeptFilters reopen={reopen}>
    <WalletScreen />
  </ReopensKeptFilters>
);
