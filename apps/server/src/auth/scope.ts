import type { UserKind } from '@portal/contracts';
import { forbidden } from '../errors.ts';
import { userKindOf } from './user-kind.ts';

/** Who is asking, as the token and the users table say. */
export type Principal = {
  id: number;
  username: string;
  representativeId: number;
  supervisorId: number | null;
  kind: UserKind;
};

/** A rep of a supervisor's team, as the team lookup answers it. */
export type TeamMember = { id: number; supervisorId: number };

/** The rep and supervisor filters a call may carry; absent (or a rep of 0) means "the whole scope". */
export type RepFilter = {
  representativeId?: number | null | undefined;
  supervisors?: number[] | undefined;
};

/** The filter of a call that names at most one supervisor, 0 or absent for none; the scope takes a list. */
export const repFilterOf = (query: {
  representativeId?: number | undefined;
  supervisorId?: number | undefined;
}): RepFilter => ({
  representativeId: query.representativeId,
  supervisors: query.supervisorId ? [query.supervisorId] : undefined,
});

/**
 * The reps a request may see (docs/domain.md §4): one rep for a rep's login, the team for a supervisor's, `null` for
 * everyone. Every route asks it through `request.scope`; nothing else decides who sees what.
 */
export type Scope = {
  principal: Principal;
  /** The reps this user may see; `null` = every rep. */
  reps: number[] | null;
  /** Whether one rep is inside this scope. */
  canSee: (representativeId: number) => boolean;
  /**
   * The reps one call reads for its filter, never wider than the scope (`null` = every rep). A rep outside the scope
   * is refused (403); so is a supervisor none of whose reps is in the scope, for the same reason: the caller named
   * someone they may not see. Otherwise the supervisors' teams narrow the reps; an empty answer means "nobody".
   */
  repsFor: (filter?: RepFilter) => Promise<number[] | null>;
};

export type ScopeUser = Omit<Principal, 'kind'> & {
  /** The reps of the user's supervisor team, sorted; empty for a user who is no supervisor. */
  team: number[];
};

/** The reps a user may see: their own rep, else their supervisor's team, else everyone. */
const repsOfUser = (user: ScopeUser, kind: UserKind): number[] | null => {
  if (kind === 'rep') return [user.representativeId];
  if (kind === 'supervisor') return user.team;
  return null;
};

export const makeScope = (
  user: ScopeUser,
  teamMembersOf: (supervisors: number[]) => Promise<TeamMember[]>,
): Scope => {
  const kind = userKindOf(user);
  const reps = repsOfUser(user, kind);
  const canSee = (id: number) => reps === null || reps.includes(id);
  const byRep = (requested: number | null | undefined): number[] | null => {
    if (requested === undefined || requested === null || requested === 0) return reps;
    if (!canSee(requested)) throw forbidden(`Acesso negado ao representante ${requested}`);
    return [requested];
  };
  return {
    principal: {
      id: user.id,
      username: user.username,
      representativeId: user.representativeId,
      supervisorId: user.supervisorId,
      kind,
    },
    reps,
    canSee,
    repsFor: async (filter = {}) => {
      const named = byRep(filter.representativeId);
      const { supervisors } = filter;
      if (supervisors === undefined || supervisors.length === 0) return named;
      const members = await teamMembersOf(supervisors);
      // Everyone's scope (reps null) may name any supervisor: one without reps just answers nothing.
      for (const supervisor of reps === null ? [] : supervisors) {
        const seen = members.some((member) => member.supervisorId === supervisor && canSee(member.id));
        if (!seen) throw forbidden(`Acesso negado ao supervisor ${supervisor}`);
      }
      const teams = members.map((member) => member.id);
      return named === null ? teams : named.filter((id) => teams.includes(id));
    },
  };
};
