import { useMemo } from 'react';
import { GridResult } from '../../components/report-page/grid-result.tsx';
import { ReportPage } from '../../components/report-page/report-page.tsx';
import { useReportFilters } from '../../components/report-page/use-report-filters.ts';
import { useDuplicates } from './api/get-duplicates.ts';
import { duplicatesColumns } from './duplicates-columns.ts';
import {
  defaultDuplicatesFilters,
  duplicatesFiltersSchema,
  duplicatesQuery,
  type DuplicatesFilters,
} from './utils/duplicates-filters.ts';

const TITLE = 'Dup. Aberto';
/** Spec §8, word for word. */
const ERROR = 'Erro ao consultar Duplicatas';

/** Dup. Aberto (/duplicates, spec §2.11): open receivables of the representative's customers. */
export const DuplicatesPage = () => {
  const report = useReportFilters<DuplicatesFilters>({
    schema: duplicatesFiltersSchema,
    defaults: defaultDuplicatesFilters,
  });
  const query = useMemo(() => (report.applied ? duplicatesQuery(report.applied) : null), [report.applied]);
  const result = useDuplicates(query);
  return (
    <ReportPage title={TITLE} report={report} query={result} errorPrefix={ERROR} filters={null}>
      {(rows) => (
        <GridResult
          gridId="duplicates"
          title={TITLE}
          columns={duplicatesColumns}
          rows={rows}
          exportName="duplicatas"
        />
      )}
    </ReportPage>
  );
};
