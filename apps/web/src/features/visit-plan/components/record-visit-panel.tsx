import { MAX_VISIT_NOTE_LENGTH, visitOutcomes, type VisitOutcome } from '@portal/contracts';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { useId, useState } from 'react';
import { visitPlanTexts as t } from '../visit-plan-texts.ts';

type Props = {
  customerName: string;
  onRecord: (outcome: VisitOutcome, note: string) => void;
  onCancel: () => void;
};

/** Outcome buttons record at once (the common case is one tap); the note, if any, is typed first. */
export const RecordVisitPanel = ({ customerName, onRecord, onCancel }: Props) => {
  const [note, setNote] = useState('');
  const noteId = useId();
  return (
    <div className="vp-record" role="group" aria-label={t.actionFor(t.record, customerName)}>
      <p className="vp-record-why">
        <i className="pi pi-map-marker" aria-hidden="true" /> {t.positionWhy}
      </p>
      <label htmlFor={noteId} className="vp-record-label">
        {t.note}
      </label>
      <InputTextarea
        id={noteId}
        value={note}
        maxLength={MAX_VISIT_NOTE_LENGTH}
        rows={2}
        autoResize
        onChange={(event) => setNote(event.target.value.slice(0, MAX_VISIT_NOTE_LENGTH))}
      />
      <span className="vp-record-count" aria-live="polite">
        {t.noteCount(note.length, MAX_VISIT_NOTE_LENGTH)}
      </span>
      <p className="vp-record-question">{t.outcomeQuestion}</p>
      <div className="vp-record-outcomes">
        {visitOutcomes.map((outcome) => (
          <Button
            key={outcome}
            type="button"
            label={t.outcomes[outcome]}
            className="vp-outcome"
            onClick={() => onRecord(outcome, note)}
          />
        ))}
      </div>
      <Button type="button" label={t.cancel} text className="vp-record-cancel" onClick={onCancel} />
    </div>
  );
};
