/**
 * What the phone benches read from a measured page: its requests as the browser timed them, and the main thread's
 * busy time.
 */
import type { CDPSession, Page } from 'playwright-core';
import { assetName } from './screen-taps.ts';

/** One request of the page, in ms since the navigation; `bytes` as the caller counts them. */
export type PageRequest = { name: string; kind: string; start: number; end: number; bytes: number };

/**
 * The navigation and every resource, named as the bench prints them. `bytes`: what crossed the network
 * (`transferSize`), or the body wherever it came from (`encodedBodySize`, a service worker's cache too).
 * `network`: fetched without the page's service worker.
 */
export const requestsOf = async (
  page: Page,
  bytes: 'transferSize' | 'encodedBodySize',
): Promise<Array<PageRequest & { network: boolean }>> =>
  (
    (await page.evaluate(`[
    ...performance.getEntriesByType('navigation'),
    ...performance.getEntriesByType('resource'),
  ].map((entry) => ({
    name: entry.name,
    kind: entry.entryType === 'navigation' ? 'html' : entry.initiatorType === 'fetch' || entry.initiatorType === 'xmlhttprequest' ? 'api' : /\\.css/.test(entry.name) ? 'css' : /\\.js/.test(entry.name) ? 'js' : /\\.(woff2?|ttf|eot)/.test(entry.name) ? 'font' : 'other',
    network: entry.entryType !== 'navigation' && !(entry.workerStart > 0),
    start: entry.startTime,
    end: entry.responseEnd,
    bytes: entry.${bytes},
  }))`)) as Array<PageRequest & { network: boolean }>
  ).map((request) => ({ ...request, name: assetName(request.name) }));

/** The main thread's busy ms so far (CDP's TaskDuration; `Performance.enable` sent on the session). */
export const busyMs = async (cdp: CDPSession): Promise<number> => {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
};
