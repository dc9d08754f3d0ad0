import { forbidden } from '../errors.ts';

/** Who is asking, as the token and the users table say. */
export type Principal = {
  id: number;
  username: string;
  representativeId: number;
  supervisorId: number | null;
};

/**
 * The reps a request may see: one rep for a rep's login, the team for a supervisor's, `null` for everyone.
 * Written once here; every route asks it through `request.scope` (DOMAIN.md §4).
 */
export type Scope = {
  principal: Principal;
  reps: number[] | null;
  /** The reps one call should read: the one named (after checking it is in scope) or the whole scope. */
  resolve: (requested?: number | null) => number[] | null;
  /** Whether one rep is inside this scope. */
  canSee: (representativeId: number) => boolean;
  isRepZero: boolean;
};

export const makeScope = (principal: Principal, reps: number[] | null): Scope => {
  const canSee = (id: number) => reps === null || reps.includes(id);
  return {
    principal,
    reps,
    canSee,
    isRepZero: principal.representativeId === 0,
    resolve: (requested) => {
      if (requested === undefined || requested === null || requested === 0) return reps;
      if (!canSee(requested)) throw forbidden(`Acesso negado ao representante ${requested}`);
      return [requested];
    },
  };
};
