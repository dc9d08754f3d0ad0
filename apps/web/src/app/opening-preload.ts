import { readStorage, storageKeys } from '../lib/storage.ts';
import { preloadOpening } from './preload.ts';

/*
 * Imported first by main.tsx, so it runs before the entry's other modules are set up (React DOM, the router, the
 * contracts' schemas, most of the entry's time on a phone): with a stored token, the chunks the opened route needs
 * start downloading while the page's own script is still being evaluated (docs/decisions/174).
 */
if (readStorage(storageKeys.token)) preloadOpening(window.location.pathname);
