import { useOnline } from '../../lib/online-status.ts';
import { lastAnswerTexts as t } from './last-answer-texts.ts';

type Props = {
  /** When the server produced the kept answer shown. */
  at: Date;
  /** The fresh answer is being asked (offline, its retries wait for the signal: nothing is on its way). */
  updating: boolean;
};

/**
 * The mark of a report showing the answer kept from its last consultation (docs/decisions/226). It sits over the
 * title's line, out of the page's flow (report.css), so it comes and goes without moving the figures below.
 */
export const LastAnswerNote = ({ at, updating }: Props) => {
  const online = useOnline();
  return (
    <p className="report-last-answer" role="status">
      <span>{t.lastConsultation(at)}</span>
      {updating && online && <span>{t.updating}</span>}
    </p>
  );
};
