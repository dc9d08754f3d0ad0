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
import { refreshOfflineScreens } from './offline-queries.ts';

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
    const look = () => {
      const choice = offlineChoiceOf(username);
      if (running || !refreshDue(choice, new Date(), REFRESH_EVERY_MS)) return;
      running = true;
      void refreshOfflineScreens(queryClient, choice.screens, representativeId)
        .then((complete) => {
          // A screen switched on meanwhile reset the mark: leave it for the round that follows.
          if (complete && offlineChoiceOf(username).refreshedAt === choice.refreshedAt)
            markOfflineRefreshed(username, new Date());
        })
        .finally(() => {
          running = false;
          look();
        });
    };
    look();
    const timer = window.setInterval(look, LOOK_EVERY_MS);
    const unsubscribe = subscribeOfflineChoice(look);
    return () => {
      window.clearInterval(timer);
      unsubscribe();
    };
  }, [online, username, representativeId]);
  return null;
};
