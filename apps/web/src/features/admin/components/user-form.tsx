import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useId, useState } from 'react';
import { adminTexts } from '../admin-texts.ts';
import type { Person } from '../api/get-people.ts';
import { generatePassword } from '../utils/passwords.ts';

const t = adminTexts.users;

export type UserFormValue = {
  username: string;
  password: string;
  representativeId: number;
  supervisorId: number | null;
};

/** The selects' values: '' while nothing is chosen, so a login is never an administrator by default. */
const NOT_CHOSEN = '';
/** "Nenhum" as a team: with every representative, that is an administrator. */
const NO_TEAM = 'none';

const isAdministrator = (value: { representativeId: number; supervisorId: number | null }) =>
  value.representativeId === 0 && value.supervisorId === null;

/**
 * Create (username and password) or change (rep and team) a login; a rep's login has no team (decision 062). A new
 * login starts with neither chosen, and an administrator is confirmed before it is saved (docs/decisions/186).
 */
export const UserForm = ({
  initial,
  creating,
  reps,
  supervisors,
  busy,
  onSubmit,
  onCancel,
}: {
  /** The login being changed; absent when creating. */
  initial?: UserFormValue;
  creating: boolean;
  reps: Person[];
  supervisors: Person[];
  busy: boolean;
  onSubmit: (value: UserFormValue) => void;
  onCancel: () => void;
}) => {
  const [username, setUsername] = useState(initial?.username ?? '');
  const [password, setPassword] = useState(initial?.password ?? '');
  const [rep, setRep] = useState(initial ? String(initial.representativeId) : NOT_CHOSEN);
  const [team, setTeam] = useState(
    initial ? (initial.supervisorId === null ? NO_TEAM : String(initial.supervisorId)) : NOT_CHOSEN,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const everyRep = rep === '0';
  const repOptions = [
    { label: t.everyRep, value: '0' },
    ...reps.map((one) => ({ label: `${one.id} - ${one.name}`, value: String(one.id) })),
  ];
  const teamOptions = [
    { label: t.noTeamAdministrator, value: NO_TEAM },
    ...supervisors.map((sup) => ({ label: `${sup.id} - ${sup.name}`, value: String(sup.id) })),
  ];
  const submit = () => {
    if (rep === NOT_CHOSEN) return setProblem(t.chooseRepFirst);
    if (everyRep && team === NOT_CHOSEN) return setProblem(t.chooseTeamFirst);
    const value: UserFormValue = {
      username,
      password,
      representativeId: Number(rep),
      supervisorId: everyRep && team !== NO_TEAM ? Number(team) : null,
    };
    const becomesAdministrator = isAdministrator(value) && !(initial && isAdministrator(initial));
    if (becomesAdministrator && !window.confirm(t.confirmAdministrator(username, creating))) return;
    setProblem(null);
    onSubmit(value);
  };
  return (
    <form
      className="admin-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {creating && (
        <>
          <label htmlFor={`${id}-username`}>{t.username}</label>
          <InputText
            id={`${id}-username`}
            value={username}
            autoComplete="off"
            onChange={(event) => setUsername(event.target.value.toUpperCase())}
          />
          <label htmlFor={`${id}-password`}>{t.password}</label>
          <div className="admin-password">
            <InputText
              id={`${id}-password`}
              value={password}
              autoComplete="new-password"
              onChange={(event) => setPassword(event.target.value.toUpperCase())}
            />
            <Button
              type="button"
              label={t.generate}
              outlined
              onClick={() => setPassword(generatePassword())}
            />
          </div>
        </>
      )}
      <label htmlFor={`${id}-rep`}>{t.representative}</label>
      <select
        id={`${id}-rep`}
        className="p-inputtext admin-select"
        value={rep}
        aria-invalid={problem === t.chooseRepFirst || undefined}
        onChange={(event) => {
          setRep(event.target.value);
          setProblem(null);
        }}
      >
        {rep === NOT_CHOSEN && (
          <option value={NOT_CHOSEN} disabled>
            {t.chooseRep}
          </option>
        )}
        {repOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-sup`}>{t.supervisor}</label>
      <select
        id={`${id}-sup`}
        className="p-inputtext admin-select"
        value={everyRep ? team : NO_TEAM}
        disabled={!everyRep}
        aria-invalid={problem === t.chooseTeamFirst || undefined}
        onChange={(event) => {
          setTeam(event.target.value);
          setProblem(null);
        }}
      >
        {everyRep && team === NOT_CHOSEN && (
          <option value={NOT_CHOSEN} disabled>
            {t.chooseTeam}
          </option>
        )}
        {everyRep ? (
          teamOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))
        ) : (
          <option value={NO_TEAM}>{t.none}</option>
        )}
      </select>
      {problem && (
        <p className="admin-problem" role="alert">
          {problem}
        </p>
      )}
      <div className="admin-actions">
        <Button type="submit" label={creating ? t.create : t.save} loading={busy} />
        <Button type="button" label={t.cancel} text onClick={onCancel} />
      </div>
    </form>
  );
};
