import { describe, expect, it, vi } from 'vitest';
import { readStorage, storageKeys, writeStorage } from '../../lib/storage.ts';
import { recordCarriedFilters } from './carried-filters.ts';
import { keepFilters, keptFilters, reopenedFilters } from './kept-filters.ts';

const query = (text: string) => new URLSearchParams(text);

describe('kept filters', () => {
  it('keeps the last consultation per login and per screen', () => {
    keepFilters('REP1', 'wallet', query('consulta=1&cities=4106902'));
    keepFilters('REP1', 'wallet', query('consulta=1&cities=3550308'));
    keepFilters('REP1', 'customers', query('consulta=1&route=12'));
    keepFilters('REP2', 'wallet', query('consulta=1'));
    expect(keptFilters('REP1', 'wallet')?.params.toString()).toBe('consulta=1&cities=3550308');
    expect(keptFilters('REP1', 'customers')?.params.get('route')).toBe('12');
    expect(keptFilters('REP2', 'wallet')?.params.toString()).toBe('consulta=1');
    expect(keptFilters('REP1', 'duplicates')).toBeNull();
    expect(keptFilters('ADMIN', 'wallet')).toBeNull();
  });

  it('reopens a report on its own filters, unless filters were carried since from another screen', () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_000);
    recordCarriedFilters('REP1', { cities: [4106902] }, false);
    vi.spyOn(Date, 'now').mockReturnValue(2_000);
    keepFilters('REP1', 'wallet', query('consulta=1&cities=3550308'));
    expect(reopenedFilters('REP1', 'wallet')?.get('cities')).toBe('3550308');

    vi.spyOn(Date, 'now').mockReturnValue(3_000);
    recordCarriedFilters('REP1', { cities: [4106902] }, false);
    expect(reopenedFilters('REP1', 'wallet')).toBeNull();
    // Another user's carried filters say nothing about this one's.
    keepFilters('REP2', 'wallet', query('consulta=1'));
    expect(reopenedFilters('REP2', 'wallet')?.toString()).toBe('consulta=1');
  });

  it('takes in Plano de Visitas’ plans kept under their former key, which goes with the next write', () => {
    writeStorage(storageKeys.visitPlanChoice, JSON.stringify({ REP1: 'route=12&consulta=1' }));
    expect(keptFilters('REP1', 'visitPlan')?.params.get('route')).toBe('12');
    keepFilters('REP1', 'wallet', query('consulta=1'));
    expect(readStorage(storageKeys.visitPlanChoice)).toBeNull();
    expect(keptFilters('REP1', 'visitPlan')?.params.get('route')).toBe('12');
    expect(keptFilters('REP1', 'wallet')?.params.toString()).toBe('consulta=1');
  });

  it('reads nothing from a store that does not parse', () => {
    writeStorage(storageKeys.keptFilters, '{nope');
    expect(keptFilters('REP1', 'wallet')).toBeNull();
  });
});
