import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { makeScope, type ScopeUser, type TeamMember } from './scope.ts';

// Supervisor 1 leads reps 10 and 11, supervisor 2 leads rep 20, supervisor 3 leads nobody.
const members: TeamMember[] = [
  { id: 10, supervisorId: 1 },
  { id: 11, supervisorId: 1 },
  { id: 20, supervisorId: 2 },
];
const teamMembersOf = async (supervisors: number[]) =>
  members.filter((member) => supervisors.includes(member.supervisorId));

const user = (representativeId: number, supervisorId: number | null, team: number[] = []): ScopeUser => ({
  id: 1,
  username: 'U',
  representativeId,
  supervisorId,
  team,
});
const rep10 = makeScope(user(10, 1), teamMembersOf);
const supervisor1 = makeScope(user(0, 1, [10, 11]), teamMembersOf);
const admin = makeScope(user(0, null), teamMembersOf);

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).message;
};

describe('the scope a call reads', () => {
  it('is the rep, the team or everyone without a filter', async () => {
    expect(await rep10.repsFor()).toEqual([10]);
    expect(await supervisor1.repsFor({ representativeId: 0 })).toEqual([10, 11]);
    expect(await admin.repsFor({})).toBeNull();
  });

  it('narrows to a rep inside it and refuses one outside it', async () => {
    expect(await supervisor1.repsFor({ representativeId: 11 })).toEqual([11]);
    expect(await refusal(supervisor1.repsFor({ representativeId: 20 }))).toBe(
      'Acesso negado ao representante 20',
    );
  });

  it('narrows to the teams of supervisors with a rep inside it, never wider', async () => {
    expect(await rep10.repsFor({ supervisors: [1] })).toEqual([10]);
    expect(await supervisor1.repsFor({ supervisors: [1] })).toEqual([10, 11]);
    expect(await supervisor1.repsFor({ representativeId: 10, supervisors: [1] })).toEqual([10]);
    expect(await admin.repsFor({ supervisors: [1, 2] })).toEqual([10, 11, 20]);
  });

  it('refuses a supervisor none of whose reps is inside it', async () => {
    expect(await refusal(supervisor1.repsFor({ supervisors: [2] }))).toBe('Acesso negado ao supervisor 2');
    expect(await refusal(supervisor1.repsFor({ supervisors: [1, 3] }))).toBe('Acesso negado ao supervisor 3');
    expect(await refusal(rep10.repsFor({ supervisors: [2] }))).toBe('Acesso negado ao supervisor 2');
  });

  it('lets everyone name any supervisor; one without reps reads nobody', async () => {
    expect(await admin.repsFor({ supervisors: [3] })).toEqual([]);
  });
});
