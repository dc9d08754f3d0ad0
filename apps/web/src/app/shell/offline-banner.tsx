import { useEffect, useState, useSyncExternalStore } from 'react';
import { latestAnswerAt, onAnswer } from '../../lib/answer-times.ts';
import { formatDayTime } from '../../lib/format.ts';

const subscribeOnline = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** Offline, the data on screen came from the service worker's cache: say how old it is. */
export const OfflineBanner = () => {
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  const [dataAt, setDataAt] = useState<Date | null>(latestAnswerAt);
  useEffect(() => onAnswer(setDataAt), []);
  if (online) return null;
  return (
    <div className="offline-banner" role="status">
      <i className="pi pi-wifi" aria-hidden="true" />
      <span>{dataAt ? `offline – dados de ${formatDayTime(dataAt)}` : 'offline – sem dados salvos'}</span>
    </div>
  );
};
