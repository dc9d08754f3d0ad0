import { vi } from 'vitest';
import { ANSWER_COPIES } from '../lib/answer-copies.ts';
import { json } from './fetch-mock.ts';

/** A copy the service worker kept: the answer's body and when the server produced it (its Date header). */
export type Copy = { body: unknown; at: Date };

/**
 * The service worker's copies of answers, by address (`/api/v1/…?…`), as the page reads them from Cache Storage
 * (jsdom has none). Returns the fake, to look at what was read or deleted.
 */
export const keepAnswerCopies = (copies: Record<string, Copy>) => {
  const fake = {
    match: vi.fn(async (url: string, options?: { cacheName?: string }) => {
      const copy = options?.cacheName === ANSWER_COPIES ? copies[url] : undefined;
      return copy ? json(copy.body, 200, { Date: copy.at.toUTCString() }) : undefined;
    }),
    delete: vi.fn(async (name: string) => {
      if (name === ANSWER_COPIES) for (const url of Object.keys(copies)) delete copies[url];
      return true;
    }),
  };
  vi.stubGlobal('caches', fake);
  return fake;
};
