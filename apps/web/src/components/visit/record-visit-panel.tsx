import { MAX_VISIT_NOTE_LENGTH, visitOutcomes, type VisitOutcome } from '@portal/contracts';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { useId, useState } from 'react';
import './record-visit-panel.css';
import { visitTexts as t } from '../../lib/visits/visit-texts.ts';

type Props = {
  customerName: string;
  onRecord: (outcome: VisitOutcome, note: string) => void;
  onCancel: () => void;
};

/**
 * Outcome buttons record at once (the common case is one tap); the note, if any, is typed first. The same panel on
 * every screen that records a visit.
 */
export const RecordVisitPanel = ({ customerName, onRecord, onCancel }: Props) => {
  const [note, setNote] = useState('');
  const noteId = useId();
  return (
    <div className="record-visit" role="group" aria-label={t.actionFor(t.record, customerName)}>
      <p className="record-visit-why">
        <i className="pi pi-map-marker" aria-hidden="true" /> {t.positionWhy}
      </p>
      <label htmlFor={noteId} className="record-visit-label">
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
      <span className="record-visit-count" aria-live="polite">
        {t.noteCount(note.length, MAX_VISIT_NOTE_LENGTH)}
      </span>
      <p className="record-visit-question">{t.outcomeQuestion}</p>
      <div className="record-visit-outcomes">
        {visitOutcomes.map((outcome) => (
          <Button
            key={outcome}
            type="button"
            label={t.outcomes[outcome]}
            className="record-visit-outcome"
            onClick={() => onRecord(outcome, note)}
          />
        ))}
      </div>
      <Button type="button" label={t.cancel} text className="record-visit-cancel" onClick={onCancel} />
    </div>
  );
};
