import type { CommissionEntry, CommissionStatementAnswer, ForecastBucket } from '@portal/contracts';
import type { ChartColor } from '../../../components/charts/chart-theme.ts';
import { formatMonth } from '../../../lib/format.ts';
import { commissionTexts as t } from '../commission-texts.ts';

/** Sums money to the cent: the answer's figures are cents, float addition is not. */
export const addMoney = (...values: number[]): number =>
  Math.round(values.reduce((sum, value) => sum + Math.round(value * 100), 0)) / 100;

export type StepKey = 'carteira' | 'receivable' | 'overdue' | 'credit' | 'debit' | 'total';

/** One colour per step, shared by the chart's bars and the figures' legend so the two always match. */
export const stepColors: Record<StepKey, ChartColor> = {
  carteira: 'blue',
  receivable: 'indigo',
  overdue: 'red',
  credit: 'green',
  debit: 'orange',
  total: 'teal',
};

/**
 * One bar of the waterfall: `value` is what the step adds (negative for the debits); the bar floats from `start`
 * to `end`. The total bar stands on zero.
 */
export type WaterfallStep = {
  key: StepKey;
  label: string;
  value: number;
  start: number;
  end: number;
};

/** The forecast's overdue bucket (always first in the answer; looked up by kind all the same). */
const overdueOf = (buckets: readonly ForecastBucket[]): number =>
  buckets.find((bucket) => bucket.bucket === 'overdue')?.receivables ?? 0;

/**
 * The commission's way from order to money (docs/domain.md §5.3): the Carteira to invoice, the invoiced receivables
 * still to be paid (not yet due, then overdue), what M credited, minus M's debits; the total is where all of it lands.
 */
export const waterfallSteps = (answer: CommissionStatementAnswer): WaterfallStep[] => {
  const { forecast, realised } = answer;
  const overdue = overdueOf(forecast.buckets);
  const parts: { key: StepKey; label: string; value: number }[] = [
    { key: 'carteira', label: t.steps.carteira, value: forecast.toBeInvoicedValue },
    { key: 'receivable', label: t.steps.receivable, value: addMoney(forecast.receivables, -overdue) },
    { key: 'overdue', label: t.steps.overdue, value: overdue },
    { key: 'credit', label: t.steps.credit, value: realised.credit },
    { key: 'debit', label: t.steps.debit, value: -realised.debit },
  ];
  let level = 0;
  const steps = parts.map((part) => {
    const start = level;
    level = addMoney(level, part.value);
    return { ...part, start, end: level };
  });
  return [...steps, { key: 'total', label: t.steps.total, value: level, start: 0, end: level }];
};

/** A bucket's name on the chart and in the table: "Em atraso", "11/2026" … , "Depois". */
export const bucketLabel = (bucket: ForecastBucket): string => {
  if (bucket.bucket === 'overdue') return t.overdue;
  if (bucket.bucket === 'later') return t.later;
  return formatMonth(`${bucket.month ?? ''}-01`);
};

export type ForecastSeries = {
  labels: string[];
  carteira: number[];
  /** Receivables not yet due. */
  receivables: number[];
  /** The overdue receivables: only the overdue bucket has them. */
  overdue: number[];
};

/** The stacked columns of the forecast: Carteira and receivables per month, the overdue column in its own colour. */
export const forecastSeries = (buckets: readonly ForecastBucket[]): ForecastSeries => ({
  labels: buckets.map(bucketLabel),
  carteira: buckets.map((bucket) => bucket.toBeInvoicedValue),
  receivables: buckets.map((bucket) => (bucket.bucket === 'overdue' ? 0 : bucket.receivables)),
  overdue: buckets.map((bucket) => (bucket.bucket === 'overdue' ? bucket.receivables : 0)),
});

/** An entry as the grid shows it: the debit negative, so the Valor column sums to the month's net. */
export type EntryRow = {
  representativeId: number;
  postedOn: string;
  kind: string;
  value: number;
  description: string;
};

export const entryRows = (entries: readonly CommissionEntry[]): EntryRow[] =>
  entries.map((entry) => ({
    representativeId: entry.representativeId,
    postedOn: entry.postedOn,
    kind: entry.kind === 'credit' ? t.credit : t.debit,
    value: entry.kind === 'credit' ? entry.value : -entry.value,
    description: entry.description ?? '',
  }));

/** More than one representative in the rows: the grids then show whose each row is. */
export const severalReps = (rows: readonly { representativeId: number }[]): boolean =>
  new Set(rows.map((row) => row.representativeId)).size > 1;
