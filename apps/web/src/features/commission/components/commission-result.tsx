import type { CommissionStatementAnswer } from '@portal/contracts';
import { lazy, Suspense, useDeferredValue, useMemo } from 'react';
import { FullSpinner } from '../../../components/full-spinner.tsx';
import { formatMonth } from '../../../lib/format.ts';
import { commissionTexts as t } from '../commission-texts.ts';
import { waterfallSteps } from '../utils/commission-figures.ts';
import { ForecastTable, SummaryFigures, WaterfallFigures } from './commission-figures.tsx';
import { ForecastChart } from './forecast-chart.tsx';
import { NearViewport } from './near-viewport.tsx';
import { WaterfallChart } from './waterfall-chart.tsx';

const CommissionGrids = lazy(() =>
  import('./commission-grids.tsx').then((m) => ({ default: m.CommissionGrids })),
);

/** Where a chart will be, the same size, until it is drawn (nothing moves when it arrives). */
const ChartPlaceholder = ({ className }: { className: string }) => (
  <div className={`chart-box cm-chart ${className}`} aria-hidden="true" />
);

/**
 * The statement: summary and rule, the two charts with their figures, the month's entries and the customers. The
 * figures (text) come first; the charts and grids, the costly part, render right after in a deferred pass that
 * yields to the browser, so a phone shows the amounts without waiting for them; the grids only once the reader
 * gets near them.
 */
export const CommissionResult = ({ answer }: { answer: CommissionStatementAnswer }) => {
  const month = formatMonth(`${answer.month}-01`);
  const steps = useMemo(() => waterfallSteps(answer), [answer]);
  const drawn = useDeferredValue<CommissionStatementAnswer | null>(answer, null);
  const drawnSteps = useMemo(() => (drawn ? waterfallSteps(drawn) : null), [drawn]);
  return (
    <div className="cm-result">
      <SummaryFigures answer={answer} />
      <div className="cm-charts">
        <section className="cm-panel card" aria-labelledby="cm-waterfall-title">
          <h3 id="cm-waterfall-title">{t.waterfallTitle}</h3>
          <p className="cm-caption">{t.waterfallCaption(month)}</p>
          {drawnSteps ? (
            <WaterfallChart steps={drawnSteps} />
          ) : (
            <ChartPlaceholder className="cm-waterfall-chart" />
          )}
          <WaterfallFigures steps={steps} />
        </section>
        <section className="cm-panel card" aria-labelledby="cm-forecast-title">
          <h3 id="cm-forecast-title">{t.forecastTitle}</h3>
          <p className="cm-caption">{t.forecastCaption}</p>
          {drawn ? (
            <ForecastChart buckets={drawn.forecast.buckets} />
          ) : (
            <ChartPlaceholder className="cm-forecast-chart" />
          )}
          <ForecastTable answer={answer} />
        </section>
      </div>
      {drawn && (
        <NearViewport>
          <Suspense fallback={<FullSpinner label="Carregando..." />}>
            <CommissionGrids answer={drawn} />
          </Suspense>
        </NearViewport>
      )}
    </div>
  );
};
