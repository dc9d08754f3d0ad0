import type { VisitOutcome, VisitPlanAnswer, VisitPlanCustomer } from '@portal/contracts';
import { useMemo } from 'react';
import { FlagTooltips } from '../../../components/customer/flag-square.tsx';
import type { QueuedVisit } from '../utils/visit-queue.ts';
import { summariseVisitPlan } from '../utils/visit-plan-summary.ts';
import { PrintList } from './print-list.tsx';
import { SummaryBar } from './summary-bar.tsx';
import { VisitCard } from './visit-card.tsx';

type Props = {
  answer: VisitPlanAnswer;
  pending: readonly QueuedVisit[];
  answeredAt: Date | null;
  printHeading: string;
  repName: string;
  onRecord: (customer: VisitPlanCustomer, outcome: VisitOutcome, note: string) => void;
};

/** The summary bar, then one card per customer in the answer's order (best score first, docs/domain.md §5.1). */
export const VisitPlanResult = ({ answer, pending, answeredAt, printHeading, repName, onRecord }: Props) => {
  const summary = useMemo(() => summariseVisitPlan(answer), [answer]);
  // The queue is oldest first, so the last one per customer wins, as the server keeps the day's last record.
  const pendingByRegister = useMemo(
    () => new Map(pending.map((visit) => [visit.body.customerRegister, visit] as const)),
    [pending],
  );
  return (
    <div className="vp-result">
      <SummaryBar
        summary={summary}
        month={answer.month}
        answeredAt={answeredAt}
        onPrint={() => window.print()}
      />
      <ul className="vp-cards">
        {answer.customers.map((customer) => (
          <VisitCard
            key={customer.register}
            customer={customer}
            pending={pendingByRegister.get(customer.register)}
            repName={repName}
            onRecord={onRecord}
          />
        ))}
      </ul>
      <FlagTooltips />
      <PrintList heading={printHeading} customers={answer.customers} />
    </div>
  );
};
