import type { VisitOutcome } from '@portal/contracts';
import { useRef, useState } from 'react';
import { takeCurrentPosition, type TakenPosition } from '../../lib/geo/current-position.ts';

export type RecordVisit = (outcome: VisitOutcome, note: string, position: Promise<TakenPosition>) => void;

/** A screen's answer to a visit recorded on one of its customers' cards. */
export type RecordCustomerVisit<C> = (customer: C, ...visit: Parameters<RecordVisit>) => void;

/**
 * The "Registrar visita" toggle and its panel's answer. The position is asked at the tap that opens the panel, so
 * the permission prompt and the fix run while the rep picks the outcome.
 */
export const useVisitRecording = (onRecord: RecordVisit) => {
  const [recording, setRecording] = useState(false);
  const position = useRef<Promise<TakenPosition> | null>(null);
  return {
    recording,
    toggle: () => {
      if (!recording) position.current = takeCurrentPosition();
      setRecording((open) => !open);
    },
    cancel: () => setRecording(false),
    record: (outcome: VisitOutcome, note: string) => {
      onRecord(outcome, note, position.current ?? takeCurrentPosition());
      position.current = null;
      setRecording(false);
    },
  };
};
