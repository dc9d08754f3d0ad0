/**
 * The service worker's copies of the GET /api/v1 answers (vite.config.ts: network first, the copy when the network
 * is slow or gone), one per address. They belong to the signed-in user: Sair and a refused token delete them.
 */
export const ANSWER_COPIES = 'api-v1';

/** The copy kept for `url`, or null when none (no service worker yet, a first visit, storage unavailable). */
export const readAnswerCopy = async (url: string): Promise<Response | null> => {
  if (typeof caches === 'undefined') return null;
  try {
    return (await caches.match(url, { cacheName: ANSWER_COPIES })) ?? null;
  } catch {
    return null;
  }
};

/** Forgets every copy: the next user on the device must not see them. */
export const deleteAnswerCopies = (): void => {
  if (typeof caches !== 'undefined') void caches.delete(ANSWER_COPIES).catch(() => undefined);
};
