import type { CustomerWithOrders } from '@portal/contracts';
import { useRecordVisitAction } from '../../../components/visit/record-visit-action.tsx';
import { useVisitQueue } from '../../../lib/visits/record-visit.ts';

/**
 * "Registrar visita" on the map card: the same panel, position and outbox as Plano de Visitas' cards, so a visit
 * recorded here is the plan's last visit too.
 */
export const CustomerVisitAction = ({ customer }: { customer: CustomerWithOrders }) => {
  const queue = useVisitQueue();
  const visit = useRecordVisitAction({
    customerName: customer.name,
    className: 'customers-map-record',
    onRecord: (outcome, note, position) => void queue.record(customer, outcome, note, position),
  });
  return (
    <div className="customers-map-visit">
      {visit.button}
      {visit.panel}
    </div>
  );
};
