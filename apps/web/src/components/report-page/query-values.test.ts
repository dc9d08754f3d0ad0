import { describe, expect, it } from 'vitest';
import { chosenRepresentative, listOrNothing, workingRepresentative } from './query-values.ts';

describe('chosenRepresentative', () => {
  it('keeps a representative above 0 and drops 0, null and an empty field', () => {
    expect(chosenRepresentative({ representativeId: 7 })).toBe(7);
    expect(chosenRepresentative({ representativeId: 0 })).toBeUndefined();
    expect(chosenRepresentative({ representativeId: null })).toBeUndefined();
    expect(chosenRepresentative({})).toBeUndefined();
  });
});

describe('workingRepresentative', () => {
  it("takes the rep's own id first, else the one typed", () => {
    expect(workingRepresentative({ lockedRepresentativeId: 5, draft: { representativeId: 7 } })).toBe(5);
    expect(workingRepresentative({ lockedRepresentativeId: null, draft: { representativeId: 7 } })).toBe(7);
    expect(
      workingRepresentative({ lockedRepresentativeId: null, draft: { representativeId: 0 } }),
    ).toBeUndefined();
  });
});

describe('listOrNothing', () => {
  it('sends a chosen list as a copy and leaves out an empty or absent one', () => {
    const chosen = ['JEA', 'MAL'];
    expect(listOrNothing(chosen)).toEqual(['JEA', 'MAL']);
    expect(listOrNothing(chosen)).not.toBe(chosen);
    expect(listOrNothing([])).toBeUndefined();
    expect(listOrNothing(undefined)).toBeUndefined();
  });
});
