import type { VisitPlanCustomer } from '@portal/contracts';
import { useState } from 'react';
import { CustomerMapView } from '../../../components/map/customer-map-view.tsx';
import type { RecordCustomerVisit } from '../../../components/visit/use-visit-recording.ts';
import type { QueuedVisit } from '../../../lib/visits/visit-queue.ts';
import { visitPlanTexts as t } from '../visit-plan-texts.ts';
import { VisitCard } from './visit-card.tsx';

type Props = {
  /** In the plan's current order: pin N is the Nth customer. */
  customers: readonly VisitPlanCustomer[];
  pendingByRegister: ReadonlyMap<string, QueuedVisit>;
  repName: string;
  onRecord: RecordCustomerVisit<VisitPlanCustomer>;
};

/**
 * The plan on a map: numbered pins in the plan's order, coloured by the financial flag; a tap opens the customer's
 * card with its actions. Customers without any point are counted and listed under it.
 */
export const PlanMap = ({ customers, pendingByRegister, repName, onRecord }: Props) => {
  const [selected, setSelected] = useState<string | null>(null);
  const chosen = customers.find((customer) => customer.register === selected);
  return (
    <CustomerMapView
      customers={customers}
      numbered
      label={t.mapLabel(customers.length)}
      mapClassName="vp-map"
      selectedId={selected}
      onSelect={setSelected}
      sheet={
        chosen
          ? {
              label: chosen.name,
              className: 'vp-map-card',
              content: (
                <ul className="vp-cards">
                  <VisitCard
                    customer={chosen}
                    number={customers.indexOf(chosen) + 1}
                    compact
                    pending={pendingByRegister.get(chosen.register)}
                    repName={repName}
                    onRecord={onRecord}
                  />
                </ul>
              ),
            }
          : null
      }
      unlocatedTestId="vp-unlocated"
    />
  );
};
