import { describe, expect, it } from 'vitest';
import { checkHint, HINT_MAX_LENGTH, hintFor } from './hints.ts';

describe('hints', () => {
  it('accepts up to 254 characters and refuses more', () => {
    expect(HINT_MAX_LENGTH).toBe(254);
    expect(checkHint('x'.repeat(254))).toEqual({ ok: true, text: 'x'.repeat(254) });
    const refused = checkHint('x'.repeat(255));
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.message).toContain('254');
  });
  it('counts characters as users see them and trims the ends', () => {
    expect(checkHint(`  ${'ç'.repeat(254)}  `).ok).toBe(true);
    expect(checkHint('😀'.repeat(254)).ok).toBe(true);
  });
  it('a saved hint overrides the definition’s default', () => {
    expect(hintFor('a', { a: 'salvo' }, 'padrão')).toBe('salvo');
    expect(hintFor('a', { a: '' }, 'padrão')).toBe('padrão');
    expect(hintFor('b', {}, undefined)).toBeUndefined();
  });
});
