// Built apart as the page's first script (early-script.ts), run as soon as the page is parsed, before the entry has
// arrived or been compiled: with a stored token, the opened address's files are asked for and the reopened app's
// last drawing is painted (docs/decisions/231, 232).
import { readStorage, storageKeys } from '../lib/storage.ts';
import { paintLastView } from './last-view/last-view.ts';
import { preloadOpeningFiles } from './opening-files.ts';

if (readStorage(storageKeys.token)) {
  preloadOpeningFiles(window.location.pathname);
  paintLastView();
}
