import { describe, expect, it } from 'vitest';
import { canSave, parseRoute, routeInput } from './route-edit.ts';

describe('route edit', () => {
  it('keeps digits only, at most 4', () => {
    expect(routeInput('1a2-3')).toBe('123');
    expect(routeInput('123456')).toBe('1234');
  });

  it('saves an integer, empty as 0', () => {
    expect(parseRoute('')).toBe(0);
    expect(parseRoute('007')).toBe(7);
    expect(parseRoute('42')).toBe(42);
  });

  it('enables Salvar only after an edit of the current customer, and not while saving', () => {
    const edits = new Map([['11', '3']]);
    expect(canSave(edits, '11', false)).toBe(true);
    expect(canSave(edits, '11', true)).toBe(false);
    expect(canSave(edits, '22', false)).toBe(false);
    expect(canSave(new Map(), '11', false)).toBe(false);
    expect(canSave(edits, undefined, false)).toBe(false);
  });
});
