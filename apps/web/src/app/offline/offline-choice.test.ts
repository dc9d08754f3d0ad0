import { describe, expect, it } from 'vitest';
import { markOfflineRefreshed, offlineChoiceOf, refreshDue, setOfflineScreen } from './offline-choice.ts';

const HALF_HOUR = 30 * 60_000;

describe('offline choice', () => {
  it('is remembered per user, in the menu order', () => {
    setOfflineScreen('REP1', 'sales-frequency', true);
    setOfflineScreen('REP1', 'wallet', true);
    setOfflineScreen('REP2', 'duplicates', true);
    expect(offlineChoiceOf('REP1').screens).toEqual(['wallet', 'sales-frequency']);
    expect(offlineChoiceOf('REP2').screens).toEqual(['duplicates']);
    setOfflineScreen('REP1', 'wallet', false);
    expect(offlineChoiceOf('REP1').screens).toEqual(['sales-frequency']);
  });

  it('is due at once for a new screen, then every half hour', () => {
    const start = new Date(2026, 10, 24, 8, 0);
    setOfflineScreen('REP1', 'wallet', true);
    expect(refreshDue(offlineChoiceOf('REP1'), start, HALF_HOUR)).toBe(true);
    markOfflineRefreshed('REP1', start);
    expect(refreshDue(offlineChoiceOf('REP1'), new Date(2026, 10, 24, 8, 29), HALF_HOUR)).toBe(false);
    expect(refreshDue(offlineChoiceOf('REP1'), new Date(2026, 10, 24, 8, 30), HALF_HOUR)).toBe(true);
    setOfflineScreen('REP1', 'customers', true);
    expect(refreshDue(offlineChoiceOf('REP1'), new Date(2026, 10, 24, 8, 1), HALF_HOUR)).toBe(true);
  });

  it('is never due with nothing chosen, and ignores a damaged entry', () => {
    expect(refreshDue(offlineChoiceOf('REP1'), new Date(), HALF_HOUR)).toBe(false);
    window.localStorage.setItem(
      'portal-representante.offline-screens',
      JSON.stringify({ REP1: { screens: ['wallet', 'nope'], refreshedAt: 5 } }),
    );
    expect(offlineChoiceOf('REP1')).toEqual({ screens: ['wallet'], refreshedAt: null });
  });
});
