import type { AdminUser } from '@portal/contracts';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { FullSpinner } from '../../components/full-spinner.tsx';
import { useNotify } from '../../components/notify/notify-context.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { useSession } from '../../lib/auth/session-store.ts';
import { formatDateTime } from '../../lib/format.ts';
import { adminTexts } from './admin-texts.ts';
import { useAdminUsers } from './api/get-admin-users.ts';
import { usePeople } from './api/get-people.ts';
import { useSaveUser } from './api/save-user.ts';
import { useUnlockUser } from './api/unlock-user.ts';
import { PasswordReset } from './components/password-reset.tsx';
import { UserForm, type UserFormValue } from './components/user-form.tsx';
import './admin.css';

const t = adminTexts.users;

type Editing = { id: number | 'new'; what: 'form' | 'password' } | null;

/** The buttons that open a user's form or its password reset in place. */
const openers = [
  { what: 'form', label: t.edit, icon: 'pi pi-pencil' },
  { what: 'password', label: t.resetPassword, icon: 'pi pi-key' },
] as const;

const scopeOf = (user: AdminUser) =>
  user.representativeId > 0
    ? `${t.representative}: ${user.representativeId} - ${user.representativeName ?? ''}`
    : user.supervisorId !== null
      ? `${t.supervisor}: ${user.supervisorId} - ${user.supervisorName ?? ''}`
      : t.everyRep;

/** Usuários (/admin/users): the logins, their sign-in state, and the users API's changes (docs/decisions/062). */
export const AdminUsersPage = () => {
  const notify = useNotify();
  const { user: me } = useSession();
  const users = useAdminUsers();
  const people = usePeople();
  const save = useSaveUser();
  const unlock = useUnlockUser();
  const [editing, setEditing] = useState<Editing>(null);
  const [shownPassword, setShownPassword] = useState<string | null>(null);

  const fail = (error: unknown) => notify.error(errorMessage(error));
  const reps = people.data?.reps ?? [];
  const supervisors = people.data?.supervisors ?? [];

  const create = (value: UserFormValue) =>
    save.mutate(
      { kind: 'create', body: { ...value, active: true } },
      {
        onSuccess: (created) => {
          notify.success(t.created(created.username));
          setShownPassword(t.passwordShownOnce(created.username, value.password));
          setEditing(null);
        },
        onError: fail,
      },
    );

  const body = (() => {
    if (users.isPending) return <FullSpinner label="Carregando usuários..." />;
    if (users.error) return <p className="report-empty">{`${t.error}: ${errorMessage(users.error)}`}</p>;
    return (
      <ul className="admin-cards" aria-label={t.title}>
        {users.data.map((user) => {
          const open = editing?.id === user.id ? editing.what : null;
          const isMe = me?.id === user.id;
          return (
            <li key={user.id} className={`card admin-card${user.active ? '' : ' is-inactive'}`}>
              <div className="admin-card-head">
                <strong>{user.username}</strong>
                {isMe && <span className="admin-badge">{t.self}</span>}
                <span className={`admin-badge ${user.active ? 'is-ok' : 'is-off'}`}>
                  {user.active ? t.active : t.inactive}
                </span>
                {user.throttled && <span className="admin-badge is-alert">{t.throttled}</span>}
                <span className="admin-badge">{user.fromErp ? t.fromErp : t.createdHere}</span>
              </div>
              <p className="admin-card-line">{scopeOf(user)}</p>
              <p className="admin-card-line">
                {t.lastSignIn}: {user.lastSignInAt ? formatDateTime(new Date(user.lastSignInAt)) : t.never}
              </p>
              {open === 'form' && (
                <UserForm
                  creating={false}
                  initial={{
                    username: user.username,
                    password: '',
                    representativeId: user.representativeId,
                    supervisorId: user.supervisorId,
                  }}
                  reps={reps}
                  supervisors={supervisors}
                  busy={save.isPending}
                  onCancel={() => setEditing(null)}
                  onSubmit={(value) =>
                    save.mutate(
                      {
                        kind: 'update',
                        id: user.id,
                        body: { representativeId: value.representativeId, supervisorId: value.supervisorId },
                      },
                      {
                        onSuccess: () => {
                          notify.success(t.saved(user.username));
                          setEditing(null);
                        },
                        onError: fail,
                      },
                    )
                  }
                />
              )}
              {open === 'password' && (
                <PasswordReset
                  busy={save.isPending}
                  fromErp={user.fromErp}
                  onCancel={() => setEditing(null)}
                  onSubmit={(password) =>
                    save.mutate(
                      { kind: 'update', id: user.id, body: { password } },
                      {
                        onSuccess: () => {
                          setShownPassword(t.passwordShownOnce(user.username, password));
                          setEditing(null);
                        },
                        onError: fail,
                      },
                    )
                  }
                />
              )}
              {open === null && (
                <div className="admin-actions">
                  {openers.map((opener) => (
                    <Button
                      key={opener.what}
                      label={opener.label}
                      icon={opener.icon}
                      outlined
                      size="small"
                      onClick={() => setEditing({ id: user.id, what: opener.what })}
                    />
                  ))}
                  {user.throttled && (
                    <Button
                      label={t.unlock}
                      icon="pi pi-lock-open"
                      size="small"
                      loading={unlock.isPending && unlock.variables === user.id}
                      onClick={() =>
                        unlock.mutate(user.id, {
                          onSuccess: () => notify.success(t.unlocked(user.username)),
                          onError: fail,
                        })
                      }
                    />
                  )}
                  {user.active && !isMe && (
                    <Button
                      label={t.disable}
                      icon="pi pi-ban"
                      outlined
                      size="small"
                      onClick={() => {
                        if (!window.confirm(t.confirmDisable(user.username))) return;
                        save.mutate(
                          { kind: 'disable', id: user.id },
                          { onSuccess: () => notify.success(t.disabled(user.username)), onError: fail },
                        );
                      }}
                    />
                  )}
                  {!user.active && (
                    <Button
                      label={t.enable}
                      icon="pi pi-check"
                      outlined
                      size="small"
                      onClick={() =>
                        save.mutate(
                          { kind: 'update', id: user.id, body: { active: true } },
                          { onSuccess: () => notify.success(t.enabled(user.username)), onError: fail },
                        )
                      }
                    />
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    );
  })();

  return (
    <div className="page admin-page">
      <h2 className="report-title">{t.title}</h2>
      <p className="admin-note" role="note">
        <i className="pi pi-info-circle" aria-hidden="true" /> {t.erpNote}
      </p>
      {shownPassword && (
        <p className="admin-secret card" role="status">
          {shownPassword}
          <Button
            icon="pi pi-times"
            text
            rounded
            aria-label={t.cancel}
            onClick={() => setShownPassword(null)}
          />
        </p>
      )}
      {editing?.id === 'new' ? (
        <section className="card admin-new">
          <h3>{t.newUser}</h3>
          <UserForm
            creating
            reps={reps}
            supervisors={supervisors}
            busy={save.isPending}
            onCancel={() => setEditing(null)}
            onSubmit={create}
          />
        </section>
      ) : (
        <Button label={t.newUser} icon="pi pi-plus" onClick={() => setEditing({ id: 'new', what: 'form' })} />
      )}
      {body}
    </div>
  );
};
