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

/** Create (username and password) or change (rep and team) a login; a rep's login has no team (decision 062). */
export const UserForm = ({
  initial,
  creating,
  reps,
  supervisors,
  busy,
  onSubmit,
  onCancel,
}: {
  initial: UserFormValue;
  creating: boolean;
  reps: Person[];
  supervisors: Person[];
  busy: boolean;
  onSubmit: (value: UserFormValue) => void;
  onCancel: () => void;
}) => {
  const [value, setValue] = useState(initial);
  const id = useId();
  const repOptions = [{ id: 0, name: t.everyRep }, ...reps].map((rep) => ({
    label: rep.id === 0 ? rep.name : `${rep.id} - ${rep.name}`,
    value: rep.id,
  }));
  const supervisorOptions = [
    { label: t.none, value: null },
    ...supervisors.map((sup) => ({ label: `${sup.id} - ${sup.name}`, value: sup.id })),
  ];
  return (
    <form
      className="admin-form"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(value);
      }}
    >
      {creating && (
        <>
          <label htmlFor={`${id}-username`}>{t.username}</label>
          <InputText
            id={`${id}-username`}
            value={value.username}
            autoComplete="off"
            onChange={(event) => setValue({ ...value, username: event.target.value.toUpperCase() })}
          />
          <label htmlFor={`${id}-password`}>{t.password}</label>
          <div className="admin-password">
            <InputText
              id={`${id}-password`}
              value={value.password}
              autoComplete="new-password"
              onChange={(event) => setValue({ ...value, password: event.target.value.toUpperCase() })}
            />
            <Button
              type="button"
              label={t.generate}
              outlined
              onClick={() => setValue({ ...value, password: generatePassword() })}
            />
          </div>
        </>
      )}
      <label htmlFor={`${id}-rep`}>{t.representative}</label>
      <select
        id={`${id}-rep`}
        className="p-inputtext admin-select"
        value={value.representativeId}
        onChange={(event) =>
          setValue({
            ...value,
            representativeId: Number(event.target.value),
            supervisorId: Number(event.target.value) > 0 ? null : value.supervisorId,
          })
        }
      >
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
        value={value.supervisorId ?? ''}
        disabled={value.representativeId > 0}
        onChange={(event) =>
          setValue({ ...value, supervisorId: event.target.value === '' ? null : Number(event.target.value) })
        }
      >
        {supervisorOptions.map((option) => (
          <option key={option.value ?? 'none'} value={option.value ?? ''}>
            {option.label}
          </option>
        ))}
      </select>
      <div className="admin-actions">
        <Button type="submit" label={creating ? t.create : t.save} loading={busy} />
        <Button type="button" label={t.cancel} text onClick={onCancel} />
      </div>
    </form>
  );
};
