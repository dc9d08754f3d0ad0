import type { ReactElement } from 'react';
import { visitTexts as t } from '../../lib/visits/visit-texts.ts';
import { RecordVisitPanel } from './record-visit-panel.tsx';
import { useVisitRecording, type RecordVisit } from './use-visit-recording.ts';

type Options = {
  customerName: string;
  /** The screen's look for the button, among its other actions. */
  className: string;
  onRecord: RecordVisit;
};

/**
 * "Registrar visita": the button and, while it is open, its panel. The screen places the two apart (the card's
 * actions row, the panel under the card), so both come back as elements.
 */
export const useRecordVisitAction = ({
  customerName,
  className,
  onRecord,
}: Options): { button: ReactElement; panel: ReactElement | null } => {
  const visit = useVisitRecording(onRecord);
  return {
    button: (
      <button
        type="button"
        className={className}
        aria-expanded={visit.recording}
        aria-label={t.actionFor(t.record, customerName)}
        onClick={visit.toggle}
      >
        <i className="pi pi-check-square" aria-hidden="true" />
        <span>{t.record}</span>
      </button>
    ),
    panel: visit.recording ? (
      <RecordVisitPanel customerName={customerName} onCancel={visit.cancel} onRecord={visit.record} />
    ) : null,
  };
};
