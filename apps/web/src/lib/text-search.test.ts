import { describe, expect, it } from 'vitest';
import { matchesQuery, normalizeText } from './text-search.ts';

describe('text search', () => {
  it('ignores case and accents', () => {
    expect(normalizeText('Situação LIMITE')).toBe('situacao limite');
    expect(matchesQuery('situacao', 'Situação Limite')).toBe(true);
    expect(matchesQuery('SITUAÇÃO', 'Situação Limite')).toBe(true);
    expect(matchesQuery('desemp cli', 'Desemp. Clientes')).toBe(true);
    expect(matchesQuery('rotas', 'Carteira')).toBe(false);
    expect(matchesQuery('  ', 'Carteira')).toBe(true);
  });
});
