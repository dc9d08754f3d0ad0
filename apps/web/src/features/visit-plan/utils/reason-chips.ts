import type { VisitReason, VisitReasonKind } from '@portal/contracts';
import { formatCurrency } from '../../../lib/format.ts';
import { visitPlanTexts as t } from '../visit-plan-texts.ts';

/** What a reason chip says: a label, and the money figure behind it when the reason has one (docs/domain.md §5.1). */
export type ReasonChip = {
  kind: VisitReasonKind;
  label: string;
  figure: string | null;
  detail: string | null;
};

const chip = (kind: VisitReasonKind, label: string, figure: number | null, detail: string | null = null) => ({
  kind,
  label,
  figure: figure === null ? null : formatCurrency(figure),
  detail,
});

export const reasonChip = (reason: VisitReason): ReasonChip => {
  switch (reason.kind) {
    case 'collect':
      // The figure is the message itself: "Cobrar R$ 1.234,56".
      return chip(reason.kind, t.chips.collect(formatCurrency(reason.figure)), null);
    case 'replenish':
      return chip(
        reason.kind,
        t.chips.replenish(reason.currentCollectionDescription || reason.currentCollection),
        reason.figure,
      );
    case 'goal':
      return chip(
        reason.kind,
        t.chips.goal(reason.quotaArticleDescription || reason.quotaArticle),
        reason.figure,
      );
    case 'blocked':
      return chip(
        reason.kind,
        t.chips.blocked(reason.orders.length),
        reason.orders.reduce((sum, order) => sum + order.totalNetValue, 0),
      );
    case 'credit':
      return chip(reason.kind, t.chips.credit, null, reason.advice);
  }
};

/** One line of text per chip, for the printed list. */
export const reasonChipText = (chip: ReasonChip): string =>
  [chip.label, chip.figure, chip.detail].filter((part) => part !== null && part !== '').join(' · ');
