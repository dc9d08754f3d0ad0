// Built apart as the page's first script (early-script.ts), run as soon as the page is parsed, before the entry has
// arrived or been compiled: with a stored token, the reopened app's last drawing is painted (docs/decisions/231).
import { readStorage, storageKeys } from '../lib/storage.ts';
import { paintLastView } from './last-view/last-view.ts';

if (readStorage(storageKeys.token)) paintLastView();
