import { useEffect, useState } from 'react';
import { latestAnswerAt, onAnswer } from '../../lib/answer-times.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useOnline } from '../../lib/online-status.ts';
import { NOT_KEPT_ATTRIBUTE } from '../last-view/last-view.ts';

export const offlineBannerTexts = {
  dataAt: (at: Date) => `Sem conexão – dados de ${formatDateTime(at)}`,
  noData: 'Sem conexão – nenhum dado salvo neste aparelho',
};

/** Offline, the data on screen came from the copy kept on the device: say how old it is. */
export const OfflineBanner = () => {
  const online = useOnline();
  const [dataAt, setDataAt] = useState<Date | null>(latestAnswerAt);
  useEffect(() => onAnswer(setDataAt), []);
  if (online) return null;
  return (
    <div className="offline-banner" role="status" {...{ [NOT_KEPT_ATTRIBUTE]: '' }}>
      <i className="pi pi-wifi" aria-hidden="true" />
      <span>{dataAt ? offlineBannerTexts.dataAt(dataAt) : offlineBannerTexts.noData}</span>
    </div>
  );
};
