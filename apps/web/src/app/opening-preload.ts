import { readStorage, storageKeys } from '../lib/storage.ts';
import { preloadOpening } from './preload.ts';

/*
 * Imported first by main.tsx, so it runs before the entry's other modules are set up (React DOM, the router, the
 * contracts' schemas, most of the entry's time on a phone): with a stored token, the chunks the opened route needs
 * start downloading while the page's own script is still being evaluated (docs/decisions/174), and so does the
 * code that asks for the opened screen's answer, which asks for it once the entry has run (docs/decisions/223).
 */
const askOpeningAnswers = (): Promise<unknown> => {
  if (!readStorage(storageKeys.token)) return Promise.resolve();
  const opened = { pathname: window.location.pathname, search: window.location.search };
  // The dashboard and the sign-in page ask no screen's answer: their first render does not wait for that code.
  // Nor does a page without a last known user (a first visit): there is no user to ask for.
  if (!preloadOpening(opened.pathname) || !readStorage(storageKeys.user)) return Promise.resolve();
  return import('./answer-preload.ts')
    .then(({ preloadOpeningAnswers }) => preloadOpeningAnswers(opened))
    .catch(() => undefined);
};

/** Settles once the opened screen's answers have been asked (at once when the page opens without a token). */
export const openingAnswersAsked: Promise<unknown> = askOpeningAnswers();
