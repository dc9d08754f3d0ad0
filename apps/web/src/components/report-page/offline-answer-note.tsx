import { answerTimeOf } from '../../lib/answer-times.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useOnline } from '../../lib/online-status.ts';

export const offlineAnswerTexts = {
  savedAt: (at: Date) => `Sem conexão: dados de ${formatDateTime(at)}`,
  saved: 'Sem conexão: dados salvos neste aparelho',
  neverFetched: 'Sem conexão: esta consulta ainda não foi feita neste aparelho',
};

type Props = {
  data: unknown;
  /** TanStack's `isPaused`: the query waits for the signal because no copy of its answer was found. */
  isPaused?: boolean;
};

/**
 * Without signal a report shows the answer kept on the device, dated by when the server produced it; a query
 * never run on this device says so (it runs by itself when the signal returns). Nothing when online.
 */
export const OfflineAnswerNote = ({ data, isPaused = false }: Props) => {
  const online = useOnline();
  if (isPaused && data === undefined) {
    return (
      <p className="report-offline" role="status">
        <i className="pi pi-wifi" aria-hidden="true" />
        <span>{offlineAnswerTexts.neverFetched}</span>
      </p>
    );
  }
  if (online || data === undefined) return null;
  const at = answerTimeOf(data);
  return (
    <p className="report-offline" role="status">
      <i className="pi pi-wifi" aria-hidden="true" />
      <span>{at ? offlineAnswerTexts.savedAt(at) : offlineAnswerTexts.saved}</span>
    </p>
  );
};

/** Whether the result area gives way to the note (a paused query has nothing else to show). */
export const waitsForSignal = (query: { data: unknown; isPaused?: boolean }): boolean =>
  query.isPaused === true && query.data === undefined;
