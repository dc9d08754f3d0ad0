import type { CommissionStatementAnswer } from '@portal/contracts';
import { useMemo } from 'react';
import { GridResult } from '../../../components/report-page/grid-result.tsx';
import { formatMonth } from '../../../lib/format.ts';
import { customerColumns, entryColumns } from '../commission-columns.ts';
import { commissionTexts as t } from '../commission-texts.ts';
import { entryRows, waterfallSteps } from '../utils/commission-figures.ts';
import { ForecastTable, SummaryFigures, WaterfallFigures } from './commission-figures.tsx';
import { ForecastChart } from './forecast-chart.tsx';
import { WaterfallChart } from './waterfall-chart.tsx';

/** Grid rows are 20 px; a month has a few entries, so their grid is as tall as they need, up to the usual 400. */
const entriesHeight = (count: number): number => Math.min(400, Math.max(110, 70 + count * 20));

/** The statement: summary and rule, the two charts with their figures, the month's entries and the customers. */
export const CommissionResult = ({ answer }: { answer: CommissionStatementAnswer }) => {
  const month = formatMonth(`${answer.month}-01`);
  const steps = useMemo(() => waterfallSteps(answer), [answer]);
  const entries = useMemo(() => entryRows(answer.realised.entries), [answer]);
  return (
    <div className="cm-result">
      <SummaryFigures answer={answer} />
      <div className="cm-charts">
        <section className="cm-panel card" aria-labelledby="cm-waterfall-title">
          <h3 id="cm-waterfall-title">{t.waterfallTitle}</h3>
          <p className="cm-caption">{t.waterfallCaption(month)}</p>
          <WaterfallChart steps={steps} />
          <WaterfallFigures steps={steps} />
        </section>
        <section className="cm-panel card" aria-labelledby="cm-forecast-title">
          <h3 id="cm-forecast-title">{t.forecastTitle}</h3>
          <p className="cm-caption">{t.forecastCaption}</p>
          <ForecastChart buckets={answer.forecast.buckets} />
          <ForecastTable answer={answer} />
        </section>
      </div>
      <section className="cm-panel card cm-grid-panel" aria-labelledby="cm-entries-title">
        <h3 id="cm-entries-title">{t.entriesTitle(month)}</h3>
        {entries.length === 0 ? (
          <p className="report-empty" data-testid="cm-no-entries">
            {t.noEntries(month)}
          </p>
        ) : (
          <GridResult
            gridId="commission-entries"
            title={t.entriesTitle(month)}
            columns={entryColumns}
            rows={entries}
            exportName="comissao-lancamentos"
            minHeight={entriesHeight(entries.length)}
            height={entriesHeight(entries.length)}
          />
        )}
      </section>
      <section className="cm-panel card cm-grid-panel" aria-labelledby="cm-customers-title">
        <h3 id="cm-customers-title">{t.customersTitle}</h3>
        {answer.customers.length === 0 ? (
          <p className="report-empty">{t.noCustomers}</p>
        ) : (
          <GridResult
            gridId="commission-customers"
            title={t.customersTitle}
            columns={customerColumns}
            rows={answer.customers}
            exportName="comissao-clientes"
          />
        )}
      </section>
    </div>
  );
};
