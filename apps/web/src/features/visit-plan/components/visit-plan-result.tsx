import type { VisitPlanAnswer, VisitPlanCustomer } from '@portal/contracts';
import { useMemo, useRef, useState } from 'react';
import { customerPoint } from '../../../components/customer/customer-pins.ts';
import { FlagTooltips } from '../../../components/customer/flag-square.tsx';
import { useNotify } from '../../../components/notify/notify-context.ts';
import type { RecordCustomerVisit } from '../../../components/visit/use-visit-recording.ts';
import { takeCurrentPosition } from '../../../lib/geo/current-position.ts';
import { nearestNeighbourOrder } from '../../../lib/geo/nearest-path.ts';
import type { QueuedVisit } from '../../../lib/visits/visit-queue.ts';
import { summariseVisitPlan } from '../utils/visit-plan-summary.ts';
import { visitPlanTexts as t } from '../visit-plan-texts.ts';
import { PlanMap } from './plan-map.tsx';
import { PlanViewBar, type PlanView } from './plan-view-bar.tsx';
import { PrintList } from './print-list.tsx';
import { SummaryBar } from './summary-bar.tsx';
import { VisitCard } from './visit-card.tsx';

type Props = {
  answer: VisitPlanAnswer;
  pending: readonly QueuedVisit[];
  answeredAt: Date | null;
  printHeading: string;
  repName: string;
  onRecord: RecordCustomerVisit<VisitPlanCustomer>;
};

type PathOrder = { answer: VisitPlanAnswer; customers: VisitPlanCustomer[]; meters: number };

/**
 * The summary bar, then the plan as cards or on a map: in the answer's order (best score first, docs/domain.md
 * §5.1) or, on request, by the nearest next customer from where the rep stands (the position asked at that tap).
 */
export const VisitPlanResult = ({ answer, pending, answeredAt, printHeading, repName, onRecord }: Props) => {
  const notify = useNotify();
  const summary = useMemo(() => summariseVisitPlan(answer), [answer]);
  const [view, setView] = useState<PlanView>('list');
  const [path, setPath] = useState<PathOrder | null>(null);
  const [locating, setLocating] = useState(false);
  const bar = useRef<HTMLDivElement>(null);
  const showView = (next: PlanView) => {
    setView(next);
    // On a phone the map then fills the screen below the switch; a wide screen already shows it.
    if (next === 'map' && window.matchMedia('(max-width: 1023px)').matches)
      requestAnimationFrame(() => bar.current?.scrollIntoView({ block: 'start' }));
  };
  // A new answer (other filters, a refresh) starts again in its own order.
  const ordered = path?.answer === answer ? path : null;
  const customers = ordered?.customers ?? answer.customers;
  // The queue is oldest first, so the last one per customer wins, as the server keeps the day's last record.
  const pendingByRegister = useMemo(
    () => new Map(pending.map((visit) => [visit.body.customerRegister, visit] as const)),
    [pending],
  );

  const orderByPath = async () => {
    setLocating(true);
    const position = await takeCurrentPosition();
    setLocating(false);
    if (position.kind !== 'taken') {
      notify.warn(t.pathNoPosition);
      return;
    }
    const result = nearestNeighbourOrder<VisitPlanCustomer>(position, answer.customers, customerPoint);
    setPath({ answer, customers: result.ordered, meters: result.meters });
  };

  return (
    <div className="vp-result">
      <SummaryBar
        summary={summary}
        month={answer.month}
        answeredAt={answeredAt}
        onPrint={() => window.print()}
      />
      <PlanViewBar
        ref={bar}
        view={view}
        onView={showView}
        pathMeters={ordered?.meters ?? null}
        locating={locating}
        onOrderByPath={() => void orderByPath()}
        onOrderByValue={() => setPath(null)}
      />
      {view === 'map' ? (
        <PlanMap
          customers={customers}
          pendingByRegister={pendingByRegister}
          repName={repName}
          onRecord={onRecord}
        />
      ) : (
        <ul className="vp-cards">
          {customers.map((customer, index) => (
            <VisitCard
              key={customer.register}
              customer={customer}
              number={ordered ? index + 1 : undefined}
              pending={pendingByRegister.get(customer.register)}
              repName={repName}
              onRecord={onRecord}
            />
          ))}
        </ul>
      )}
      <FlagTooltips />
      <PrintList heading={printHeading} customers={customers} />
    </div>
  );
};
