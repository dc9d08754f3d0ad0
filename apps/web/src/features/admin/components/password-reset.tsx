import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useId, useState } from 'react';
import { adminTexts } from '../admin-texts.ts';
import { generatePassword } from '../utils/passwords.ts';

const t = adminTexts.users;

/**
 * A new password typed or generated; the page shows it once after saving. A login from users.csv keeps it until the
 * ERP sends a different password (docs/decisions/214): said beside the field.
 */
export const PasswordReset = ({
  busy,
  fromErp,
  onSubmit,
  onCancel,
}: {
  busy: boolean;
  fromErp: boolean;
  onSubmit: (password: string) => void;
  onCancel: () => void;
}) => {
  const [password, setPassword] = useState(() => generatePassword());
  const id = useId();
  return (
    <form
      className="admin-form"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(password);
      }}
    >
      <label htmlFor={`${id}-password`}>{t.resetPassword}</label>
      <div className="admin-password">
        <InputText
          id={`${id}-password`}
          value={password}
          autoComplete="new-password"
          onChange={(event) => setPassword(event.target.value.toUpperCase())}
        />
        <Button type="button" label={t.generate} outlined onClick={() => setPassword(generatePassword())} />
      </div>
      {fromErp && (
        <p className="admin-note" role="note">
          <i className="pi pi-info-circle" aria-hidden="true" /> {t.resetPasswordKept}
        </p>
      )}
      <div className="admin-actions">
        <Button type="submit" label={t.save} loading={busy} />
        <Button type="button" label={t.cancel} text onClick={onCancel} />
      </div>
    </form>
  );
};
