import type { ReactNode } from 'react';
import type { GridColumn, GridRow } from '../report-grid/index.ts';
import { GridResult } from './grid-result.tsx';
import { workingRepresentative } from './query-values.ts';
import { ReportCityCustomerFields, type CityCustomerDraft } from './report-city-customer-fields.tsx';
import { ReportPage, type ReportQuery } from './report-page.tsx';
import type { ReportFilters } from './use-report-filters.ts';

type Props<F extends CityCustomerDraft, Row extends GridRow> = {
  /** The screen's title, its error toast prefix and the placeholder of Cidade and Cliente without a representative. */
  texts: { title: string; error: string; fillRepresentativeFirst: string };
  report: ReportFilters<F>;
  query: ReportQuery<Row[]>;
  /** The period filter shown after Cidade and Cliente. */
  period: ReactNode;
  gridId: string;
  columns: GridColumn<Row>[];
  exportName: string;
};

/**
 * A grid screen of one representative's customers (Carteira, Faturado): Consultar waits for the representative,
 * Cidade and Cliente are searched for them, then the screen's period, and the answer in a saved-settings grid.
 */
export const CityCustomerGridPage = <F extends CityCustomerDraft, Row extends GridRow>({
  texts,
  report,
  query,
  period,
  gridId,
  columns,
  exportName,
}: Props<F, Row>) => (
  <ReportPage
    title={texts.title}
    report={report}
    query={query}
    errorPrefix={texts.error}
    canSubmit={workingRepresentative(report) !== undefined}
    filters={
      <>
        <ReportCityCustomerFields report={report} disabledText={texts.fillRepresentativeFirst} />
        {period}
      </>
    }
  >
    {(rows) => (
      <GridResult gridId={gridId} title={texts.title} columns={columns} rows={rows} exportName={exportName} />
    )}
  </ReportPage>
);
