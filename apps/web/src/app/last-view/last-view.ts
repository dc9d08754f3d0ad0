import { readStorage, storageKeys, writeStorage } from '../../lib/storage.ts';
import { lastAnswerTexts } from '../../components/report-page/last-answer-texts.ts';

/*
 * The installed app reopened at a screen's address shows, before its code has run, the screen as the rep last saw
 * it at that address: a copy of the page's markup taken once its answers were drawn, painted over the page
 * (inert, hidden from assistive technology, marked with when it was taken) until the live screen has drawn its
 * own answers (docs/decisions/231). Bundled into the page's first script too (app/first-script.ts): no schema
 * library, no React.
 */

/** What is kept: one copy, of the last screen drawn, for the login that saw it. */
export type LastView = {
  /** The user's id (CurrentUser.id): another login on the device never sees it. */
  user: number;
  /** pathname + search: only the same address reopens it. */
  address: string;
  /** The entry script the markup was drawn by: a new version's classes and files may differ. */
  build: string;
  /** ISO time it was taken. */
  at: string;
  /** The page's stylesheets then (a screen's own are added by its chunk, which has not run yet). */
  styles: string[];
  html: string;
};

/** Past this, a copy is older than the rep would take for the screen they left (a day's first opening). */
export const LAST_VIEW_MAX_AGE_MS = 12 * 60 * 60 * 1000;
/** A copy larger than this is not kept: localStorage is shared with the drafts and the outbox. */
export const LAST_VIEW_MAX_CHARS = 200_000;
/** However the app fares, the copy never covers the live page longer than this. */
export const LAST_VIEW_MAX_SHOWN_MS = 8000;

export const LAST_VIEW_ID = 'last-view';

/**
 * Marks what tells the moment rather than the page (the connection's banner): a reopening, online or not, would
 * show it out of date, so the copy leaves it out.
 */
export const NOT_KEPT_ATTRIBUTE = 'data-not-kept';

const isLastView = (value: unknown): value is LastView => {
  if (typeof value !== 'object' || value === null) return false;
  const view = value as Record<string, unknown>;
  return (
    typeof view.user === 'number' &&
    typeof view.address === 'string' &&
    typeof view.build === 'string' &&
    typeof view.at === 'string' &&
    Array.isArray(view.styles) &&
    view.styles.every((href) => typeof href === 'string') &&
    typeof view.html === 'string'
  );
};

export const readLastView = (): LastView | null => {
  try {
    const parsed: unknown = JSON.parse(readStorage(storageKeys.lastView) ?? 'null');
    return isLastView(parsed) ? parsed : null;
  } catch {
    return null;
  }
};

export const clearLastView = (): void => writeStorage(storageKeys.lastView, null);

/** The entry script of this page: the copy of another build is never painted. */
export const currentBuild = (): string =>
  document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? '';

export const addressOf = (where: { pathname: string; search: string }): string =>
  where.pathname + where.search;

type Opening = { user: number | null; address: string; build: string; now: Date };

/**
 * Whether a copy drawn at `drawn` shows what opening `opened` will: the same address, or the screen's bare path,
 * which reopens the screen's last consultation (docs/decisions/226).
 */
const sameView = (drawn: string, opened: string): boolean =>
  drawn === opened || (!opened.includes('?') && drawn.startsWith(`${opened}?`));

/** The copy to paint for this opening, if it is this login's, this address's, this build's and recent. */
export const lastViewFor = (view: LastView | null, opening: Opening): LastView | null => {
  if (!view || opening.user === null || view.user !== opening.user) return null;
  if (!sameView(view.address, opening.address) || view.build !== opening.build) return null;
  const age = opening.now.getTime() - new Date(view.at).getTime();
  return age >= 0 && age <= LAST_VIEW_MAX_AGE_MS ? view : null;
};

/** The stored last user's id, read without its schema (the entry's first module runs before the contracts). */
export const storedUserId = (): number | null => {
  try {
    const user: unknown = JSON.parse(readStorage(storageKeys.user) ?? 'null');
    const id = typeof user === 'object' && user !== null ? (user as { id?: unknown }).id : undefined;
    return typeof id === 'number' ? id : null;
  } catch {
    return null;
  }
};

const ensureStyles = (styles: string[]) => {
  const present = new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) =>
      link.getAttribute('href'),
    ),
  );
  for (const href of styles.filter((style) => !present.has(style))) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.appendChild(link);
  }
};

let shownUntil: ReturnType<typeof setTimeout> | undefined;

/**
 * Paints the kept copy over the page when this opening matches it. Only the installed app (a service worker
 * controls the page) reopens this way; a browser tab and a first visit start as before. Returns whether it painted.
 */
export const paintLastView = (now: Date = new Date()): boolean => {
  if (!navigator.serviceWorker?.controller || document.getElementById(LAST_VIEW_ID)) return false;
  const view = lastViewFor(readLastView(), {
    user: storedUserId(),
    address: addressOf(window.location),
    build: currentBuild(),
    now,
  });
  if (!view) return false;
  ensureStyles(view.styles);
  const cover = document.createElement('div');
  cover.id = LAST_VIEW_ID;
  cover.className = 'last-view';
  cover.setAttribute('aria-hidden', 'true');
  cover.setAttribute('inert', '');
  // Markup the app itself drew and serialized, stored on this device for this login (see takeLastView).
  cover.innerHTML = view.html;
  const note = document.createElement('p');
  note.className = 'last-view-note';
  note.textContent = lastAnswerTexts.lastConsultation(new Date(view.at), now) + lastAnswerTexts.updating;
  cover.appendChild(note);
  document.body.appendChild(cover);
  shownUntil = setTimeout(dropLastView, LAST_VIEW_MAX_SHOWN_MS);
  return true;
};

/** Removes the painted copy (the live screen has drawn), if any. */
export const dropLastView = (): void => {
  clearTimeout(shownUntil);
  document.getElementById(LAST_VIEW_ID)?.remove();
};

export const lastViewShown = (): boolean => document.getElementById(LAST_VIEW_ID) !== null;

/** A canvas's drawing as a data URL (compact WebP where the browser writes it); null when it cannot be read. */
const pictureOf = (canvas: HTMLCanvasElement | undefined): string | null => {
  if (!canvas || canvas.width === 0 || canvas.height === 0) return null;
  try {
    return canvas.toDataURL('image/webp', 0.8);
  } catch {
    return null;
  }
};

/** The walker's next node outside the current one's subtree, or null past the root. */
const nextOutside = (walker: TreeWalker): Node | null => {
  do {
    const sibling = walker.nextSibling();
    if (sibling) return sibling;
  } while (walker.parentNode());
  return null;
};

/**
 * A reopening starts at the page's top: what lies wholly below the first screenful (the list's further cards, the
 * grid's further rows) is left out of `copy`, so the copy costs the phone less to draw. Nothing above it moves: an
 * element's place does not depend on the ones after it. `copy` is `live` just cloned, so both are walked in step.
 */
const leaveOutBelowTheFold = (live: HTMLElement, copy: HTMLElement, fold: number): void => {
  const liveWalk = document.createTreeWalker(live, NodeFilter.SHOW_ELEMENT);
  const copyWalk = document.createTreeWalker(copy, NodeFilter.SHOW_ELEMENT);
  const below: Element[] = [];
  let liveNode = liveWalk.nextNode();
  let copyNode = copyWalk.nextNode();
  while (liveNode && copyNode) {
    const box = (liveNode as Element).getBoundingClientRect();
    if (box.height > 0 && box.top > fold) {
      below.push(copyNode as Element);
      liveNode = nextOutside(liveWalk);
      copyNode = nextOutside(copyWalk);
    } else {
      liveNode = liveWalk.nextNode();
      copyNode = copyWalk.nextNode();
    }
  }
  for (const element of below) element.remove();
};

/**
 * The page's markup as drawn, for the next reopening: ids and test hooks dropped (the copy lies beside the live page), typed
 * values written into the markup (an input's value is not an attribute), charts as pictures, nothing below the
 * first screenful, nothing marked as the moment's.
 */
export const serializeView = (root: HTMLElement): string => {
  const copy = root.cloneNode(true) as HTMLElement;
  leaveOutBelowTheFold(root, copy, window.innerHeight);
  copy.querySelectorAll(`[${NOT_KEPT_ATTRIBUTE}]`).forEach((element) => element.remove());
  const typed = root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea');
  copy.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea').forEach((field, index) => {
    const value = typed[index]?.value ?? '';
    if (field instanceof HTMLTextAreaElement) field.textContent = value;
    else if (field.type !== 'password') field.setAttribute('value', value);
  });
  // A chart is a canvas: its drawing is not in the markup, so it goes in as a picture of itself.
  const drawn = root.querySelectorAll('canvas');
  copy.querySelectorAll('canvas').forEach((canvas, index) => {
    const picture = pictureOf(drawn[index]);
    if (!picture) return;
    const image = document.createElement('img');
    image.src = picture;
    image.alt = '';
    image.className = canvas.className;
    image.setAttribute('style', canvas.getAttribute('style') ?? '');
    canvas.replaceWith(image);
  });
  copy.querySelectorAll('[id]').forEach((element) => element.removeAttribute('id'));
  // Nor does it answer to the live page's test hooks: a test finds the page, never its picture.
  copy.querySelectorAll('[data-testid]').forEach((element) => element.removeAttribute('data-testid'));
  copy.querySelectorAll('[autofocus]').forEach((element) => element.removeAttribute('autofocus'));
  return copy.innerHTML;
};

/** Keeps the page as drawn now for `user` at the current address; false when it is too large to keep. */
export const takeLastView = (root: HTMLElement, user: number, now: Date = new Date()): boolean => {
  const html = serializeView(root);
  if (html.length > LAST_VIEW_MAX_CHARS) {
    clearLastView();
    return false;
  }
  const styles = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
    (link) => link.getAttribute('href') ?? '',
  );
  const view: LastView = {
    user,
    address: addressOf(window.location),
    build: currentBuild(),
    at: now.toISOString(),
    styles: styles.filter((href) => href !== ''),
    html,
  };
  // The old copy goes first: were the new one refused (storage full), no drawing of another page would be left.
  clearLastView();
  writeStorage(storageKeys.lastView, JSON.stringify(view));
  return true;
};
