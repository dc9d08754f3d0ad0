import { describe, expect, it } from 'vitest';
import { userKindOf } from './user-kind.ts';

describe('userKindOf', () => {
  it("names a rep's own login, a supervisor's and an administrator's", () => {
    expect(userKindOf({ representativeId: 10, supervisorId: null })).toBe('rep');
    // A rep's login keeps its supervisor in the users table: still a rep (its scope is the rep).
    expect(userKindOf({ representativeId: 10, supervisorId: 7 })).toBe('rep');
    expect(userKindOf({ representativeId: 0, supervisorId: 7 })).toBe('supervisor');
    expect(userKindOf({ representativeId: 0, supervisorId: null })).toBe('admin');
  });
});
