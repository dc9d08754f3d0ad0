import { Button } from 'primereact/button';
import { formatCurrency, formatDateTime, formatMonth } from '../../../lib/format.ts';
import type { VisitPlanSummary } from '../utils/visit-plan-summary.ts';
import { visitPlanTexts as t } from '../visit-plan-texts.ts';

type Props = {
  summary: VisitPlanSummary;
  /** The answer's month, `yyyy-mm`. */
  month: string;
  /** When the server produced the answer on screen (older than now when it came from the offline cache). */
  answeredAt: Date | null;
  onPrint: () => void;
};

const Figure = ({ id, label, value }: { id: string; label: string; value: string }) => (
  <div className="vp-total" data-testid={`vp-total-${id}`}>
    <span className="figure-label">{label}</span>
    <span className="figure-value">{value}</span>
  </div>
);

export const SummaryBar = ({ summary, month, answeredAt, onPrint }: Props) => (
  <section className="vp-summary" aria-label={t.summary}>
    <div className="vp-totals">
      <Figure id="customers" label={t.customers} value={String(summary.customers)} />
      <Figure id="collect" label={t.toCollect} value={formatCurrency(summary.toCollect)} />
      <Figure id="replenish" label={t.replenishment} value={formatCurrency(summary.replenishment)} />
      <Figure id="goal" label={t.goalFigures} value={formatCurrency(summary.goalFigures)} />
    </div>
    {summary.goalGaps.length > 0 && (
      <div className="vp-gaps" data-testid="vp-goal-gaps">
        <span className="figure-label">{t.goalGaps(formatMonth(`${month}-01`))}</span>
        <ul>
          {summary.goalGaps.map((gap) => (
            <li key={gap.quotaArticle} data-article={gap.quotaArticle}>
              <span>{gap.description}</span> <strong>{formatCurrency(gap.repGap)}</strong>
            </li>
          ))}
        </ul>
      </div>
    )}
    <div className="vp-summary-end">
      {answeredAt && (
        <span className="vp-age" data-testid="vp-age">
          {t.dataFrom(formatDateTime(answeredAt))}
        </span>
      )}
      <Button type="button" label={t.print} icon="pi pi-print" outlined onClick={onPrint} />
    </div>
  </section>
);
