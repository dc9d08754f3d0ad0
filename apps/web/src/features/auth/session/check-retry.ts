/** Often enough that a rep back in signal is confirmed within a minute; rare enough to cost nothing. */
export const RETRY_EVERY_MS = 60_000;

/**
 * While the session runs on the last known user, checks the token again when the signal returns, when the rep
 * comes back to the app, and on a slow timer (the `online` event does not fire when a weak signal recovers).
 * One check at a time; none while the browser knows it is offline. Returns the function that stops it.
 */
export const retryCheckUntilConfirmed = (
  check: () => Promise<unknown>,
  every: number = RETRY_EVERY_MS,
): (() => void) => {
  let running = false;
  const run = () => {
    if (running || !navigator.onLine) return;
    running = true;
    void check().finally(() => {
      running = false;
    });
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') run();
  };
  window.addEventListener('online', run);
  window.addEventListener('focus', run);
  document.addEventListener('visibilitychange', onVisible);
  const timer = window.setInterval(run, every);
  return () => {
    window.removeEventListener('online', run);
    window.removeEventListener('focus', run);
    document.removeEventListener('visibilitychange', onVisible);
    window.clearInterval(timer);
  };
};
