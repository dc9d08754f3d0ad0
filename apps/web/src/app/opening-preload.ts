import { readStorage, storageKeys } from '../lib/storage.ts';
import { preloadOpening } from './preload.ts';

/*
 * Imported first by main.tsx, so it runs before the entry's other modules are set up (React DOM, the router, the
 * contracts' schemas, most of the entry's time on a phone): with a stored token, the chunks the opened route needs
 * start downloading while the page's own script is still being evaluated (docs/decisions/174), and so does the
 * code that asks for the opened screen's answer, which asks for it once the entry has run (docs/decisions/223).
 */
if (readStorage(storageKeys.token)) {
  const opened = { pathname: window.location.pathname, search: window.location.search };
  preloadOpening(opened.pathname);
  void import('./answer-preload.ts')
    .then(({ preloadOpeningAnswers }) => preloadOpeningAnswers(opened))
    .catch(() => undefined);
}
