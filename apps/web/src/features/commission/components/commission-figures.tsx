import type { CommissionStatementAnswer, ForecastBucket } from '@portal/contracts';
import { chartColor } from '../../../components/charts/chart-theme.ts';
import { formatCurrency, formatDate, formatMonth } from '../../../lib/format.ts';
import { commissionTexts as t } from '../commission-texts.ts';
import { bucketLabel, stepColors, type WaterfallStep } from '../utils/commission-figures.ts';

type FigureProps = { id: string; label: string; value: string; detail?: readonly string[] };

/** A figure with its label; each detail part stays on one line (a phone wraps between them, not inside). */
const Figure = ({ id, label, value, detail }: FigureProps) => (
  <div className="cm-figure" data-testid={`cm-${id}`}>
    <span className="figure-label">{label}</span>
    <span className="figure-value cm-figure-value">{value}</span>
    {detail && (
      <span className="cm-figure-detail">
        {detail.map((part, index) => (
          <span key={part}>
            {index > 0 && ' · '}
            <span className="cm-nowrap">{part}</span>
          </span>
        ))}
      </span>
    )}
  </div>
);

/** The month's net, the commission still to come, and what was lost in the last 365 days. */
export const SummaryFigures = ({ answer }: { answer: CommissionStatementAnswer }) => {
  const month = formatMonth(`${answer.month}-01`);
  return (
    <section className="cm-summary card" aria-label={t.summary}>
      <Figure id="net" label={t.net(month)} value={formatCurrency(answer.realised.net)} />
      <Figure id="forecast" label={t.forecastTotal} value={formatCurrency(answer.forecast.total)} />
      <Figure
        id="lost"
        label={t.lost}
        value={formatCurrency(answer.lost.total)}
        detail={[
          `${t.lostOrders} ${formatCurrency(answer.lost.canceledOrders)}`,
          `${t.lostReceivables} ${formatCurrency(answer.lost.returnedReceivables)}`,
        ]}
      />
      <p className="cm-rule" data-testid="cm-rule">
        {t.rule(formatDate(answer.today), month)}
      </p>
    </section>
  );
};

/** The waterfall's figures, in its order and colours: what a screen reader and a tester read. */
export const WaterfallFigures = ({ steps }: { steps: readonly WaterfallStep[] }) => (
  <ul className="cm-steps">
    {steps.map((step) => (
      <li key={step.key} className={`cm-step cm-step-${step.key}`} data-testid={`cm-step-${step.key}`}>
        <span
          className="cm-swatch"
          aria-hidden="true"
          style={{ background: chartColor(stepColors[step.key]) }}
        />
        <span className="cm-step-label">{step.label}</span>
        <span className="cm-step-value">{formatCurrency(step.value)}</span>
      </li>
    ))}
  </ul>
);

/** The forecast's figures by bucket with the totals, under the chart. */
export const ForecastTable = ({ answer }: { answer: CommissionStatementAnswer }) => {
  const { forecast } = answer;
  const row = (bucket: ForecastBucket) => {
    const label = bucketLabel(bucket);
    const overdue = bucket.bucket === 'overdue';
    return (
      <tr key={label} data-testid={`cm-bucket-${bucket.month ?? bucket.bucket}`}>
        <th scope="row">{label}</th>
        <td>{formatCurrency(bucket.toBeInvoicedValue)}</td>
        <td className={overdue ? 'cm-overdue' : undefined}>{formatCurrency(bucket.receivables)}</td>
        <td>{formatCurrency(bucket.total)}</td>
      </tr>
    );
  };
  return (
    <table className="cm-forecast-table" aria-labelledby="cm-forecast-title">
      <thead>
        <tr>
          <th scope="col">{t.bucket}</th>
          <th scope="col">{t.carteira}</th>
          <th scope="col">{t.receivables}</th>
          <th scope="col">{t.total}</th>
        </tr>
      </thead>
      <tbody>{forecast.buckets.map(row)}</tbody>
      <tfoot>
        <tr data-testid="cm-bucket-total">
          <th scope="row">{t.total}</th>
          <td>{formatCurrency(forecast.toBeInvoicedValue)}</td>
          <td>{formatCurrency(forecast.receivables)}</td>
          <td>{formatCurrency(forecast.total)}</td>
        </tr>
      </tfoot>
    </table>
  );
};
