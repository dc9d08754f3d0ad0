import { Button } from 'primereact/button';
import type { QueuedVisit } from '../utils/visit-queue.ts';
import { visitPlanTexts as t } from '../visit-plan-texts.ts';

type Props = {
  pending: readonly QueuedVisit[];
  refused: readonly QueuedVisit[];
  onDismiss: (id: string) => void;
};

/** What the queue holds for this rep: a count of visits still to send, and each refusal until it is read. */
export const PendingVisits = ({ pending, refused, onDismiss }: Props) => {
  if (pending.length === 0 && refused.length === 0) return null;
  return (
    <div className="vp-queue">
      {pending.length > 0 && (
        <p className="vp-queue-pending" role="status" data-testid="vp-pending-count">
          <i className="pi pi-cloud-upload" aria-hidden="true" />
          <span>{t.pendingCount(pending.length)}</span>
          <span className="vp-queue-hint">{t.pendingHint}</span>
        </p>
      )}
      {refused.map((visit) => (
        <div key={visit.id} className="vp-queue-refused" role="alert">
          <span>{t.refused(visit.customerName, visit.message ?? '')}</span>
          <Button type="button" label={t.refusedOk} size="small" onClick={() => onDismiss(visit.id)} />
        </div>
      ))}
    </div>
  );
};
