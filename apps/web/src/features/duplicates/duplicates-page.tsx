import { duplicatesGridCall, type DuplicateGridRow } from '@portal/contracts';
import { SwitchFilter } from '../../components/filters/switch-filter.tsx';
import { ReportCityCustomerFields } from '../../components/report-page/report-city-customer-fields.tsx';
import { GridResult } from '../../components/report-page/grid-result.tsx';
import { ReportPage } from '../../components/report-page/report-page.tsx';
import { reopenedFilters } from '../../components/report-page/kept-filters.ts';
import { ReopensKeptFilters } from '../../components/report-page/reopens-kept-filters.tsx';
import { useLastAnswer } from '../../components/report-page/use-last-answer.ts';
import { useReportQuery } from '../../components/report-page/use-report-filters.ts';
import { isPagedDuplicates, useDuplicates } from './api/get-duplicates.ts';
import { useDuplicateMarks } from './components/use-duplicate-marks.tsx';
import { duplicatesColumns } from './duplicates-columns.ts';
import { isOverdue } from './utils/duplicate-marks.ts';
import {
  defaultDuplicatesFilters,
  duplicatesFiltersSchema,
  duplicatesQuery,
  titlesOfCustomers,
} from './utils/duplicates-filters.ts';

const TITLE = 'Dup. Aberto';
/** docs/product.md §8, word for word. */
const ERROR = 'Erro ao consultar Duplicatas';
const ONLY_OVERDUE = 'Somente vencidas';
const FILL_REPRESENTATIVE = 'Preencha representante';
const LOADING_MORE = 'Carregando os demais títulos…';

const overdueOrAll = (rows: readonly DuplicateGridRow[], onlyOverdue: boolean): DuplicateGridRow[] =>
  onlyOverdue ? rows.filter(isOverdue) : [...rows];

const keptAs = 'duplicates';
const reopen = (username: string) => reopenedFilters(username, keptAs);

const DuplicatesScreen = () => {
  const { report, query } = useReportQuery(
    { schema: duplicatesFiltersSchema, defaults: defaultDuplicatesFilters, keptAs },
    duplicatesQuery,
  );
  // A whole scope's titles come in pages, which have no single kept answer.
  const result = useLastAnswer(
    duplicatesGridCall,
    query && !isPagedDuplicates(query) ? query : null,
    useDuplicates(query),
  );
  const columns = useDuplicateMarks(duplicatesColumns);
  // Filters the loaded titles on the client, at once: the answer already holds every open title, overdue or not.
  // The switch writes the draft and the URL together (applyNow), so the draft is what the URL says.
  const onlyOverdue = report.draft.onlyOverdue === true;
  return (
    <ReportPage
      title={TITLE}
      report={report}
      query={result}
      errorPrefix={ERROR}
      onRepresentativeChange={(representativeId) =>
        report.setDraft({ representativeId: representativeId ?? undefined, customers: undefined })
      }
      filters={
        <>
          <ReportCityCustomerFields report={report} disabledText={FILL_REPRESENTATIVE} customersOnly />
          <SwitchFilter
            id="filter-only-overdue"
            label={ONLY_OVERDUE}
            checked={onlyOverdue}
            onChange={(checked) => report.applyNow({ onlyOverdue: checked || undefined })}
            onText="Sim"
            offText="Não"
          />
        </>
      }
    >
      {(rows) => (
        <>
          {result.loadingMore && (
            <p className="duplicates-loading-more" role="status">
              {LOADING_MORE}
            </p>
          )}
          <GridResult
            gridId="duplicates"
            title={TITLE}
            columns={columns}
            rows={overdueOrAll(titlesOfCustomers(rows, report.applied?.customers), onlyOverdue)}
            exportName="duplicatas"
          />
        </>
      )}
    </ReportPage>
  );
};

/**
 * Dup. Aberto (/duplicates, docs/product.md §2.11): open receivables of the representative's customers. Its bare
 * address reopens the user's last consultation, its kept answer shown until the fresh one is in (decision 226).
 */
export const DuplicatesPage = () => (
  <ReopensKeptFilters reopen={reopen}>
    <DuplicatesScreen />
  </ReopensKeptFilters>
);
