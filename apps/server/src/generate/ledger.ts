import type { CsvWriter } from './csv-writer.ts';
import { firstDayOfMonth, formatDay, formatMonth, monthOf } from './dates.ts';
import { formatCents } from './order-history.ts';
import type { Representative } from './people.ts';
import type { Random } from './prng.ts';

/**
 * Monthly goals per rep × quota article, set around what was actually sold (hit some months, missed
 * others), plus two months ahead. The current and future months use the last year's average.
 */
export const writeGoals = (
  random: Random,
  writer: CsvWriter,
  reps: readonly Representative[],
  articles: readonly string[],
  sales: Map<string, number>,
  firstDay: number,
  today: number,
): void => {
  const first = monthOf(firstDay);
  const current = monthOf(today);
  for (const rep of reps) {
    for (const article of articles) {
      let yearTotal = 0;
      for (let month = current - 12; month < current; month += 1)
        yearTotal += sales.get(`${rep.id}|${article}|${month}`) ?? 0;
      const average = yearTotal / 12;
      for (let month = first; month <= current + 2; month += 1) {
        const base = month >= current ? average : (sales.get(`${rep.id}|${article}|${month}`) ?? 0);
        if (base <= 0) continue;
        const goal = Math.max(10_000, Math.round((base * (0.85 + random.next() * 0.4)) / 10_000) * 10_000);
        writer.row([rep.id, article, formatMonth(month), formatCents(goal)]);
      }
    }
  }
};

const monthLabel = (month: number): string =>
  `${String((month % 12) + 1).padStart(2, '0')}/${Math.floor(month / 12)}`;

/** Commission credits on the 1st for the previous month's billing, and occasional debits (estornos, adiantamentos). */
export const writeCommissionEntries = (
  random: Random,
  writer: CsvWriter,
  reps: readonly Representative[],
  invoiced: Map<string, number>,
  firstDay: number,
  today: number,
): void => {
  const current = monthOf(today);
  for (const rep of reps) {
    for (let month = monthOf(firstDay) + 1; month <= current; month += 1) {
      const start = firstDayOfMonth(month);
      const base = invoiced.get(`${rep.id}|${month - 1}`) ?? 0;
      const credit = Math.round((base * rep.commissionRate) / 100);
      if (credit > 0)
        writer.row([
          rep.id,
          formatDay(start),
          'credit',
          formatCents(credit),
          `COMISSÃO S/ FATURAMENTO ${monthLabel(month - 1)}`,
        ]);
      if (credit > 0 && start + 9 <= today && random.chance(0.3)) {
        writer.row([
          rep.id,
          formatDay(start + 9),
          'debit',
          formatCents(Math.round(credit * (0.02 + random.next() * 0.05))),
          'ESTORNO DE COMISSÃO - DEVOLUÇÃO',
        ]);
      }
      // The current month always carries a debit, so the commission indicator shows both sides.
      if (month === current || (start + 19 <= today && random.chance(0.1))) {
        writer.row([
          rep.id,
          formatDay(month === current ? start : start + 19),
          'debit',
          formatCents(100 * random.int(300, 2_000)),
          'ADIANTAMENTO DE COMISSÃO',
        ]);
      }
    }
  }
};
