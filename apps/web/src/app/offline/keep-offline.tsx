import { useEffect } from 'react';
import { useSession } from '../../lib/auth/session-store.ts';
import { useOnline } from '../../lib/online-status.ts';
import { queryClient } from '../../lib/query-client.ts';
import {
  markOfflineRefreshed,
  offlineChoiceOf,
  refreshDue,
  subscribeOfflineChoice,
} from './offline-choice.ts';

/**
 * The screens' queries (their schemas and contracts) load when a refresh is due, not with the app: a first
 * visit evaluates none of them before its first figure.
 */
const refreshOfflineScreens: typeof import('./offline-queries.ts').refreshOfflineScreens = async (...args) =>
  (await import('./offline-queries.ts')).refreshOfflineScreens(...args);

/** The kept answers are a day's work: refreshing twice an hour keeps them current without loading the server. */
export const REFRESH_EVERY_MS = 30 * 60_000;
/** How often to look whether a refresh is due (a reload or a wake-up does not reset the half hour). */
const LOOK_EVERY_MS = 5 * 60_000;

/**
 * "Disponível offline": while a rep is signed in and online, the screens they chose are refreshed in the
 * background on start, when the choice changes, when the signal returns and every half hour. A supervisor's
 * defaults cover every representative, too heavy to carry, so only a rep's own screens are kept.
 */
export const KeepOffline = () => {
  const { user } = useSession();
  const online = useOnline();
  const username = user?.username;
  const representativeId = user?.representativeId;

  useEffect(() => {
    if (!online || username === undefined || !representativeId) return;
    let running = false;
    let stopped = false;
    const look = () => {
      const choice = offlineChoiceOf(username);
      if (stopped || running || !refreshDue(choice, new Date(), REFRESH_EVERY_MS)) return;
      running = true;
      const finish = (complete: boolean) => {
        running = false;
        // The signal dropped or the screens' code did not load: the next look (the timer, the signal's return)
        // tries again, never at once.
        if (!complete) return;
        // A screen switched on meanwhile was not in this round: the round that follows, at once, takes it.
        const refreshed = offlineChoiceOf(username).screens.every((screen) =>
          choice.screens.includes(screen),
        );
        if (refreshed) markOfflineRefreshed(username, new Date());
        look();
      };
      refreshOfflineScreens(queryClient, choice.screens, representativeId).then(finish, () => finish(false));
    };
    look();
    const timer = window.setInterval(look, LOOK_EVERY_MS);
    const unsubscribe = subscribeOfflineChoice(look);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      unsubscribe();
    };
  }, [online, username, representativeId]);
  return null;
};
