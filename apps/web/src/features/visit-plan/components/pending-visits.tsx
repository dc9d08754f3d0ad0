import { Button } from 'primereact/button';
import type { QueuedVisit } from '../../../lib/visits/visit-queue.ts';
import { visitPlanTexts as t } from '../visit-plan-texts.ts';

type Props = {
  refused: readonly QueuedVisit[];
  onDismiss: (id: string) => void;
};

/**
 * Each refused visit until the rep has read it. What still waits is counted by the app's one "pendente" indicator
 * (app/shell/outbox-status.tsx), and each card tags its own pending visit.
 */
export const PendingVisits = ({ refused, onDismiss }: Props) => {
  if (refused.length === 0) return null;
  return (
    <div className="vp-queue">
      {refused.map((visit) => (
        <div key={visit.id} className="vp-queue-refused" role="alert">
          <span>{t.refused(visit.customerName, visit.message ?? '')}</span>
          <Button type="button" label={t.refusedOk} size="small" onClick={() => onDismiss(visit.id)} />
        </div>
      ))}
    </div>
  );
};
