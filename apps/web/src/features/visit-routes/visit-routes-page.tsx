import type { RouteRow, RoutesQuery } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useNotify } from '../../components/notify/notify-context.ts';
import type { CellEditHandler } from '../../components/report-grid/index.ts';
import { GridResult } from '../../components/report-page/grid-result.tsx';
import { ReportPage } from '../../components/report-page/report-page.tsx';
import { useReportFilters } from '../../components/report-page/use-report-filters.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { visitRoutesKey, useVisitRoutes } from './api/get-visit-routes.ts';
import { useUpdateRoute } from './api/update-visit-route.ts';
import { visitRoutesColumns } from './visit-routes-columns.ts';
import {
  defaultVisitRoutesFilters,
  visitRoutesFiltersSchema,
  visitRoutesQuery,
  routeUpdateOf,
  withSavedRow,
  type VisitRoutesFilters,
} from './utils/visit-routes-filters.ts';

const TITLE = 'Rotas';
/** docs/product.md §8, word for word. */
const ERROR = 'Erro ao consultar Rotas';
const EDIT_ERROR = 'Erro ao editar rota';
/** The spec gives no success text for Rotas: name the city, so it never reads as Clientes' "Rota salva.". */
const savedText = (city: string): string => `Rota da cidade ${city} salva.`;

/** Rotas (/routes, docs/product.md §2.14): the city routes of the representative, the route editable inline. */
export const VisitRoutesPage = () => {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const report = useReportFilters<VisitRoutesFilters>({
    schema: visitRoutesFiltersSchema,
    defaults: defaultVisitRoutesFilters,
  });
  const query = useMemo<RoutesQuery | null>(
    () => (report.applied ? visitRoutesQuery(report.applied) : null),
    [report.applied],
  );
  const result = useVisitRoutes(query);
  const update = useUpdateRoute();

  // Sim in "Confirmar alteração?" lands here. A failure rejects, so the grid abandons the edit (docs/product.md §4).
  const onCellEdit = useCallback<CellEditHandler<RouteRow>>(
    async (row, _key, value) => {
      try {
        const saved = await update.mutateAsync(routeUpdateOf(row, value));
        queryClient.setQueryData(visitRoutesKey(query), (rows: RouteRow[] | undefined) =>
          rows ? withSavedRow(rows, saved) : rows,
        );
        notify.success(savedText(saved.cityName));
      } catch (error) {
        notify.error(`${EDIT_ERROR}: ${errorMessage(error)}`);
        throw error;
      }
    },
    [update, queryClient, query, notify],
  );

  return (
    <ReportPage title={TITLE} report={report} query={result} errorPrefix={ERROR} filters={null}>
      {(rows) => (
        <GridResult
          gridId="routes"
          title={TITLE}
          columns={visitRoutesColumns}
          rows={rows}
          onCellEdit={onCellEdit}
          exportName="rotas"
        />
      )}
    </ReportPage>
  );
};
