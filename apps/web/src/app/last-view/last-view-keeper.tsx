import { useIsFetching } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { clearLastView, dropLastView, lastViewShown, takeLastView } from './last-view.ts';

/** Something on the page is still on its way: a spinner, a region marked busy. */
const stillDrawing = (main: Element): boolean =>
  main.querySelector('.p-progress-spinner, [aria-busy="true"]') !== null;

/** A page that stays busy this long (a spinner offline) is neither kept nor waited for: the copy's cap removes it. */
const MAX_ATTEMPTS = 100;

/** Runs `task` once the main thread is idle (after React has drawn what the answers brought). */
const whenIdle = (task: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 300);
  return () => clearTimeout(handle);
};

/** At the page's top, the view a reopening starts from. */
const atTop = (): boolean => window.scrollY < 8;

/** Only the installed app paints a copy (last-view.ts): a browser tab without the service worker keeps none. */
const installed = (): boolean => !!navigator.serviceWorker?.controller;

/**
 * Once the screen has drawn its answers: the copy painted at the opening gives way to the live page, and the page
 * as drawn now is kept for the next reopening at this address (docs/decisions/231). Kept again as the rep leaves
 * the app (what was typed since, a sorted list), or forgotten if the page is then not at its top or not drawn.
 */
export const LastViewKeeper = ({ userId }: { userId: number }) => {
  const { pathname, search } = useLocation();
  const fetching = useIsFetching();
  useEffect(() => {
    if (fetching > 0) return undefined;
    let cancel = () => {};
    let attempts = 0;
    const attempt = () => {
      const root = document.getElementById('root');
      const main = root?.querySelector('#main');
      // A screen's code or an answer that needs no fetch (already in the cache) is still being drawn: look again.
      if (!root || !main || stillDrawing(main)) {
        attempts += 1;
        if (attempts < MAX_ATTEMPTS) cancel = whenIdle(attempt);
        return;
      }
      dropLastView();
      if (atTop() && installed()) takeLastView(root, userId);
    };
    cancel = whenIdle(attempt);
    return () => cancel();
  }, [fetching, pathname, search, userId]);

  useEffect(() => {
    const leave = (event: Event) => {
      if (event.type === 'visibilitychange' && document.visibilityState !== 'hidden') return;
      // The copy still up: the live page never drew, the one kept stands.
      if (lastViewShown()) return;
      const root = document.getElementById('root');
      const main = root?.querySelector('#main');
      if (!installed()) return;
      if (root && main && atTop() && !stillDrawing(main)) takeLastView(root, userId);
      else clearLastView();
    };
    document.addEventListener('visibilitychange', leave);
    window.addEventListener('pagehide', leave);
    return () => {
      document.removeEventListener('visibilitychange', leave);
      window.removeEventListener('pagehide', leave);
    };
  }, [userId]);
  return null;
};
