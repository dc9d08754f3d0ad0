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

export const reasonChip = (reason: VisitReason): ReasonChip => {
  switch (reason.kind) {
    case 'collect':
      // The figure is the message itself: "Cobrar R$ 1.234,56".
      return {
        kind: reason.kind,
        label: t.chips.collect(formatCurrency(reason.figure)),
        figure: null,
        detail: null,
      };
    case 'replenish':
      return {
        kind: reason.kind,
        label: t.chips.replenish(reason.currentCollectionDescription || reason.currentCollection),
        figure: formatCurrency(reason.figure),
        detail: null,
      };
    case 'goal':
      return {
        kind: reason.kind,
        label: t.chips.goal(reason.quotaArticleDescription || reason.quotaArticle),
        figure: formatCurrency(reason.figure),
        detail: null,
      };
    case 'blocked':
      return {
        kind: reason.kind,
        label: t.chips.blocked(reason.orders.length),
        figure: formatCurrency(reason.orders.reduce((sum, order) => sum + order.totalNetValue, 0)),
        detail: null,
      };
    case 'credit':
      return { kind: reason.kind, label: t.chips.credit, figure: null, detail: reason.advice };
  }
};

/** One line of text per chip, for the printed list and the screen reader. */
export const reasonChipText = (chip: ReasonChip): string =>
  [chip.label, chip.figure, chip.detail].filter((part) => part !== null && part !== '').join(' · ');
