import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
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
      <Dropdown
        inputId={`${id}-rep`}
        value={value.representativeId}
        options={repOptions}
        filter
        onChange={(event) =>
          setValue({
            ...value,
            representativeId: Number(event.value),
            supervisorId: Number(event.value) > 0 ? null : value.supervisorId,
          })
        }
      />
      <label htmlFor={`${id}-sup`}>{t.supervisor}</label>
      <Dropdown
        inputId={`${id}-sup`}
        value={value.supervisorId}
        options={supervisorOptions}
        disabled={value.representativeId > 0}
        onChange={(event) => setValue({ ...value, supervisorId: event.value as number | null })}
      />
      <div className="admin-actions">
        <Button type="submit" label={creating ? t.create : t.save} loading={busy} />
        <Button type="button" label={t.cancel} text onClick={onCancel} />
      </div>
    </form>
  );
};
