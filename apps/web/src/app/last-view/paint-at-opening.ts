// Built apart as the page's first script (early-script.ts): the reopened app's last drawing, painted before the
// entry is compiled (docs/decisions/231).
import { readStorage, storageKeys } from '../../lib/storage.ts';
import { paintLastView } from './last-view.ts';

if (readStorage(storageKeys.token)) paintLastView();
