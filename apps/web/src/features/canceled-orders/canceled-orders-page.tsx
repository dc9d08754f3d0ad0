import { GridResult } from '../../components/report-page/grid-result.tsx';
import { ReportPage } from '../../components/report-page/report-page.tsx';
import { useReportQuery } from '../../components/report-page/use-report-filters.ts';
import { useCanceledOrders } from './api/get-canceled-orders.ts';
import { canceledOrdersColumns } from './canceled-orders-columns.ts';
import {
  canceledOrdersFiltersSchema,
  canceledOrdersQuery,
  defaultCanceledOrdersFilters,
} from './utils/canceled-orders-filters.ts';

const TITLE = 'Ped. Cancelados';
/** docs/product.md §8, word for word. */
const ERROR = 'Erro ao consultar Ordens Canceladas';

/** Ped. Cancelados (/canceledOrders, docs/product.md §2.12): orders cancelled in the last 365 days. */
export const CanceledOrdersPage = () => {
  const { report, query } = useReportQuery(
    { schema: canceledOrdersFiltersSchema, defaults: defaultCanceledOrdersFilters },
    canceledOrdersQuery,
  );
  const result = useCanceledOrders(query);
  return (
    <ReportPage title={TITLE} report={report} query={result} errorPrefix={ERROR} filters={null}>
      {(rows) => (
        <GridResult
          gridId="canceled-orders"
          title={TITLE}
          columns={canceledOrdersColumns}
          rows={rows}
          exportName="pedidos-cancelados"
        />
      )}
    </ReportPage>
  );
};
