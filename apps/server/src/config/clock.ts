/**
 * The business date ("today") every report uses. Pinned by PORTAL_TODAY so tests are reproducible; token
 * expiry, logs and audit timestamps keep the real clock (docs/domain.md, "Words").
 */
export type Clock = { today: () => string };

export const realToday = (): string => {
  const now = new Date();
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
};

export const makeClock = (pinned?: string): Clock => ({ today: () => pinned ?? realToday() });
