import type { BrowserContext } from 'playwright-core';

/**
 * The business date of a browser-test run: the server's PORTAL_TODAY, the day the demo data is generated around,
 * the browser's calendar and the tests' own "this month" are all this one day, so no test depends on the day it is
 * run. `E2E_TODAY` chooses it (`yyyy-mm-dd`, or `real` for the machine's date in São Paulo); `npm test` runs on a
 * 1st of the month, the day a month's reports hold least (docs/decisions/203-browser-tests-on-a-chosen-day.md).
 */
export const DEFAULT_BUSINESS_DATE = '2026-12-01';

const TIME_ZONE = 'America/Sao_Paulo';

const saoPauloDay = (instant: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(instant);

export const businessDateOf = (chosen: string | undefined, now: Date = new Date()): string => {
  const value = chosen?.trim() || DEFAULT_BUSINESS_DATE;
  if (value === 'real') return saoPauloDay(now);
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const parsed = day ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))) : undefined;
  if (!parsed || parsed.toISOString().slice(0, 10) !== value)
    throw new Error(`E2E_TODAY inválido: "${value}" (use AAAA-MM-DD ou real)`);
  return value;
};

export const PORTAL_TODAY = businessDateOf(process.env.E2E_TODAY);

/** São Paulo is UTC−3 all year (no daylight saving since 2019). */
const SAO_PAULO_OFFSET = '-03:00';

/**
 * Moves the context's calendar to the business date: its pages' `Date` reads 10:00 of that day in São Paulo when
 * the context opens and then runs at the real pace, the same in every page and after a reload. Timers, animation
 * frames and `performance` stay real, so nothing but the calendar changes; 10:00 keeps a test's day from turning
 * over at midnight while it runs.
 */
export const pinBusinessDate = async (context: BrowserContext, day: string = PORTAL_TODAY): Promise<void> => {
  const offset = Date.parse(`${day}T10:00:00${SAO_PAULO_OFFSET}`) - Date.now();
  // Given as text, not as a function: tsx compiles a function with its own helpers (`__name`), which the page lacks,
  // and an init script that throws leaves the real calendar in place without a word.
  await context.addInitScript({
    content: `(() => {
      const offset = ${offset};
      const RealDate = Date;
      class BusinessDate extends RealDate {
        constructor(...args) {
          if (args.length === 0) super(RealDate.now() + offset);
          else super(...args);
        }
        static now() {
          return RealDate.now() + offset;
        }
      }
      // Date() called without new gives the current date as text, as the real one does.
      globalThis.Date = new Proxy(BusinessDate, { apply: () => new BusinessDate().toString() });
    })();`,
  });
};
