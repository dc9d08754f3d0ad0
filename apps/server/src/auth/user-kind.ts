import type { UserKind } from '@portal/contracts';

/**
 * The one place a user's kind is decided (docs/domain.md §4): representativeId > 0 is a rep's own login; rep 0 with a
 * supervisor is that supervisor's (the team); rep 0 without one is an administrator's (everyone). Every role check
 * on the server and on the web reads this answer instead of testing the two ids again.
 */
export const userKindOf = (user: { representativeId: number; supervisorId: number | null }): UserKind => {
  if (user.representativeId > 0) return 'rep';
  return user.supervisorId !== null ? 'supervisor' : 'admin';
};
