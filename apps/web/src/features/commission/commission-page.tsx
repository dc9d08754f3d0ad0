import { Navigate, useSearchParams } from 'react-router';
import { FullSpinner } from '../../components/full-spinner.tsx';
import { overlayCarried, readCarriedFilters } from '../../components/report-page/carried-filters.ts';
import { ReportPage } from '../../components/report-page/report-page.tsx';
import {
  filtersFromParams,
  paramsFromFilters,
  useReportQuery,
} from '../../components/report-page/use-report-filters.ts';
import { useSession } from '../../lib/auth/session-store.ts';
import { useCommissionStatement } from './api/get-commission-statement.ts';
import { commissionTexts as t } from './commission-texts.ts';
import { CommissionFilterFields } from './components/commission-filter-fields.tsx';
import { CommissionResult } from './components/commission-result.tsx';
import {
  commissionFiltersSchema,
  commissionQueryOf,
  defaultCommissionFilters,
} from './utils/commission-filters.ts';
import './commission.css';

const CommissionScreen = () => {
  const { report, query } = useReportQuery(
    { schema: commissionFiltersSchema, defaults: defaultCommissionFilters },
    commissionQueryOf,
  );
  const statement = useCommissionStatement(query);
  return (
    <ReportPage
      title={t.title}
      report={report}
      query={statement}
      errorPrefix={t.error}
      className="commission-page"
      resultsClassName="cm-results"
      filters={<CommissionFilterFields draft={report.draft} setDraft={report.setDraft} />}
    >
      {(answer) => <CommissionResult answer={answer} />}
    </ReportPage>
  );
};

/**
 * Comissão (/commission, docs/domain.md §5.3). Like Indicadores, it opens on the current month without a Consultar:
 * a URL without a query goes to the default one (with the representative a supervisor last typed elsewhere).
 */
export const CommissionPage = () => {
  const { user } = useSession();
  const [params] = useSearchParams();
  if (!user) return <FullSpinner label="Carregando representante..." />;
  if (filtersFromParams(params, commissionFiltersSchema) === null) {
    const start = overlayCarried(defaultCommissionFilters(), readCarriedFilters(user.username));
    return <Navigate to={{ search: `?${paramsFromFilters(start).toString()}` }} replace />;
  }
  return <CommissionScreen />;
};
