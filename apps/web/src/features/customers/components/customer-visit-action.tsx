import type { CustomerWithOrders } from '@portal/contracts';
import { RecordVisitPanel } from '../../../components/visit/record-visit-panel.tsx';
import { useVisitRecording } from '../../../components/visit/use-visit-recording.ts';
import { useVisitQueue } from '../../../lib/visits/record-visit.ts';
import { visitTexts as t } from '../../../lib/visits/visit-texts.ts';

/**
 * "Registrar visita" on the map card: the same panel, position and outbox as Plano de Visitas' cards, so a visit
 * recorded here is the plan's last visit too.
 */
export const CustomerVisitAction = ({ customer }: { customer: CustomerWithOrders }) => {
  const queue = useVisitQueue();
  const visit = useVisitRecording(
    (outcome, note, position) => void queue.record(customer, outcome, note, position),
  );
  return (
    <div className="customers-map-visit">
      <button
        type="button"
        className="customers-map-record"
        aria-expanded={visit.recording}
        aria-label={t.actionFor(t.record, customer.name)}
        onClick={visit.toggle}
      >
        <i className="pi pi-check-square" aria-hidden="true" />
        <span>{t.record}</span>
      </button>
      {visit.recording && (
        <RecordVisitPanel customerName={customer.name} onCancel={visit.cancel} onRecord={visit.record} />
      )}
    </div>
  );
};
