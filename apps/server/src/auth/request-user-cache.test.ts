import { describe, expect, it } from 'vitest';
import { makeRequestUserCache, MAX_KEPT } from './request-user-cache.ts';
import type { RequestUser } from './users.queries.ts';

const user = (id: number, tokenVersion = 0): RequestUser => ({
  id,
  username: `REP${id}`,
  representativeId: id,
  supervisorId: null,
  active: true,
  tokenVersion,
  passwordHash: 'x',
  team: [],
  dataVersion: '7',
  signedOut: [],
});

describe('users kept between data changes', () => {
  it('keeps nothing until change notices arrive', () => {
    const known = makeRequestUserCache();
    known.keep(user(1), known.generation());
    expect(known.get(1)).toBeUndefined();
    known.setWatching(true);
    known.keep(user(1), known.generation());
    expect(known.get(1)?.username).toBe('REP1');
  });

  it('forgets every user on a change, and everything when notices stop', () => {
    const known = makeRequestUserCache();
    known.setWatching(true);
    known.keep(user(1), known.generation());
    known.keep(user(2), known.generation());
    known.forget();
    expect([known.get(1), known.get(2)]).toEqual([undefined, undefined]);
    known.keep(user(1), known.generation());
    known.setWatching(false);
    expect(known.get(1)).toBeUndefined();
    known.setWatching(true);
    expect(known.get(1)).toBeUndefined();
  });

  it('does not keep a user read before a change that came in while it was being read', () => {
    const known = makeRequestUserCache();
    known.setWatching(true);
    const startedAt = known.generation();
    known.forget(); // the notice of a password change arrives while the read is on its way
    known.keep(user(1, 0), startedAt); // what the read saw: the old token version
    expect(known.get(1)).toBeUndefined();
    const again = known.generation();
    known.keep(user(1, 1), again);
    expect(known.get(1)?.tokenVersion).toBe(1);
  });

  it('does not keep a read that began before notices were lost and came back', () => {
    const known = makeRequestUserCache();
    known.setWatching(true);
    const startedAt = known.generation();
    known.setWatching(false);
    known.setWatching(true);
    known.keep(user(1), startedAt);
    expect(known.get(1)).toBeUndefined();
  });

  it('starts over when full, so a flood of distinct tokens cannot grow it without bound', () => {
    const known = makeRequestUserCache();
    known.setWatching(true);
    for (let id = 1; id <= MAX_KEPT; id += 1) known.keep(user(id), known.generation());
    expect(known.get(MAX_KEPT)?.username).toBe(`REP${MAX_KEPT}`);
    known.keep(user(MAX_KEPT + 1), known.generation());
    expect([known.get(1), known.get(MAX_KEPT)]).toEqual([undefined, undefined]);
    expect(known.get(MAX_KEPT + 1)?.username).toBe(`REP${MAX_KEPT + 1}`);
  });
});
