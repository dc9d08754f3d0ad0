import { beforeEach, describe, expect, it } from 'vitest';
import { endSession } from '../../lib/auth/session-store.ts';
import { overlayCarried, readCarriedFilters, recordCarriedFilters } from './carried-filters.ts';
import { filtersFromParams, prefillFromParams, startingFilters } from './use-report-filters.ts';
import { z } from 'zod';

const wallet = { representativeId: 1, cities: [3550308], customers: ['11222333000181'] };
const billedDefaults = () => ({
  representativeId: undefined,
  initialBilling: '2026-11-01',
  finalBilling: '2026-11-30',
  cities: undefined,
  customers: undefined,
});

describe('the filters carried between screens', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('records the shared fields of a Consultar for the user, in sessionStorage', () => {
    recordCarriedFilters('ADMIN', wallet, true);
    expect(readCarriedFilters('ADMIN')).toEqual(wallet);
    expect(window.localStorage.length).toBe(0);
  });

  it('keeps the representative of a supervisor only: a rep has their own', () => {
    recordCarriedFilters('REP1', wallet, false);
    expect(readCarriedFilters('REP1')).toEqual({ cities: [3550308], customers: ['11222333000181'] });
  });

  it('does not give one user the values another recorded', () => {
    recordCarriedFilters('ADMIN', wallet, true);
    expect(readCarriedFilters('REP1')).toEqual({});
  });

  it('stores the period in one neutral form, from whichever fields the screen has', () => {
    recordCarriedFilters(
      'ADMIN',
      { initialIssueDate: '2026-03-01', finalIssueDate: '2026-05-31', route: '' },
      true,
    );
    expect(readCarriedFilters('ADMIN')).toEqual({ period: { start: '2026-03-01', end: '2026-05-31' } });
  });

  it('keeps what a screen lacks from the last record, unless the supervisor changed representative', () => {
    recordCarriedFilters('ADMIN', wallet, true);
    recordCarriedFilters('ADMIN', { representativeId: 1 }, true);
    expect(readCarriedFilters('ADMIN')).toEqual(wallet);
    recordCarriedFilters('ADMIN', { representativeId: 2 }, true);
    expect(readCarriedFilters('ADMIN')).toEqual({ representativeId: 2 });
  });

  it('is forgotten on Sair', () => {
    recordCarriedFilters('ADMIN', wallet, true);
    endSession();
    expect(readCarriedFilters('ADMIN')).toEqual({});
  });

  it('overlays the defaults with the carried values the screen has fields for, mapping the period', () => {
    const carried = { ...wallet, period: { start: '2026-03-10', end: '2026-05-20' } };
    expect(overlayCarried(billedDefaults(), carried)).toEqual({
      representativeId: 1,
      // Faturado's Emissão is a month range: the days widen to whole months.
      initialBilling: '2026-03-01',
      finalBilling: '2026-05-31',
      cities: [3550308],
      customers: ['11222333000181'],
    });
  });

  it('ignores a field the screen lacks', () => {
    const carried = { ...wallet, period: { start: '2026-03-01', end: '2026-05-31' } };
    expect(overlayCarried({ representativeId: undefined }, carried)).toEqual({ representativeId: 1 });
    expect(overlayCarried({ representativeId: undefined, quotaArticles: undefined }, carried)).toEqual({
      representativeId: 1,
      quotaArticles: undefined,
    });
  });

  it('lets the URL win when it holds a run query', () => {
    const schema = z.object({
      representativeId: z.coerce.number().optional(),
      cities: z.string().optional(),
    });
    const defaults = { representativeId: undefined, cities: undefined };
    const fromUrl = filtersFromParams(new URLSearchParams('representativeId=5&consulta=1'), schema, defaults);
    expect(startingFilters(fromUrl, defaults, { representativeId: 1, cities: [9] })).toEqual({
      representativeId: 5,
      cities: undefined,
    });
    expect(startingFilters(null, defaults, { representativeId: 1 })).toEqual({
      representativeId: 1,
      cities: undefined,
    });
  });

  it('fills a filter the URL leaves out with the screen default', () => {
    const schema = z.object({ customers: z.string().optional(), initialIssueDate: z.string() });
    const params = new URLSearchParams('customers=11222333000181&consulta=1');
    expect(filtersFromParams(params, schema)).toBeNull();
    expect(
      filtersFromParams(params, schema, { customers: undefined, initialIssueDate: '2026-11-01' }),
    ).toEqual({
      customers: '11222333000181',
      initialIssueDate: '2026-11-01',
    });
  });

  it('starts a supervisor viewing as a rep on that rep, whatever was carried', () => {
    const defaults = { representativeId: undefined, cities: undefined };
    expect(startingFilters(null, defaults, { representativeId: 1, cities: [9] }, 7)).toEqual({
      representativeId: 7,
      cities: [9],
    });
  });

  it('prefills from a URL naming filters without the run mark, and not from a bare one', () => {
    const schema = z.object({
      representativeId: z.coerce.number().optional(),
      route: z.coerce.number().optional(),
    });
    const defaults = { representativeId: undefined, route: undefined };
    expect(prefillFromParams(new URLSearchParams('route=3'), schema, defaults)).toEqual({
      representativeId: undefined,
      route: 3,
    });
    expect(prefillFromParams(new URLSearchParams(''), schema, defaults)).toBeNull();
    expect(filtersFromParams(new URLSearchParams('route=3'), schema, defaults)).toBeNull();
  });
});
