import type { CurrentUser } from '@portal/contracts';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useNotify } from '../../components/notify/notify-context.ts';
import { renewAuthorities, signOut, signOutEverywhere } from '../../features/auth/session/session-actions.ts';
import { signOutTexts } from '../../features/auth/session/sign-out-texts.ts';
import { useInboxCounts } from '../../features/inbox/api/get-inbox-counts.ts';
import { formatTime } from '../../lib/format.ts';
import { OfflineScreensPanel } from '../offline/offline-screens-panel.tsx';
import { Popover } from './popover.tsx';
import { QuickSearch } from './quick-search.tsx';
import { useClock } from './use-clock.ts';
import { layoutChoices, type LayoutChoice } from './use-layout-choice.ts';

type Props = {
  user: CurrentUser;
  pageName: string;
  layout: LayoutChoice;
  onLayoutChange: (choice: LayoutChoice) => void;
  /** Absent when there is no menu to open (/ and /signIn). */
  onMenuButton?: () => void;
  menuOpen: boolean;
};

// The panels load when one opens: the top bar itself carries only the badges.
const MessagesPanel = lazy(() =>
  import('../../features/inbox/inbox-panels.tsx').then((m) => ({ default: m.MessagesPanel })),
);
const NotificationsPanel = lazy(() =>
  import('../../features/inbox/inbox-panels.tsx').then((m) => ({ default: m.NotificationsPanel })),
);
const panelLoading = <p className="popover-empty">Carregando…</p>;

/** Whose figures the user reads: their rep, their supervisor's team, or everyone (docs/product.md §6). */
export const representativeText = (user: Pick<CurrentUser, 'kind' | 'representativeId' | 'name'>) => {
  if (user.kind === 'rep') return `Representante: ${user.representativeId}`;
  return user.kind === 'admin' ? 'Representante: 0 (todos)' : `Equipe de ${user.name}`;
};

/** docs/product.md §2.2: logo, page name, user and representative, Sair, layout, messages, notifications, clock, search. */
export const TopBar = ({ user, pageName, layout, onLayoutChange, onMenuButton, menuOpen }: Props) => {
  const now = useClock();
  const notify = useNotify();
  const counts = useInboxCounts(true).data;
  const repZero = user.kind !== 'rep';
  const renew = async () => {
    const result = await renewAuthorities();
    if (!result.ok) notify.error(result.message);
  };
  const leaveEverywhere = async () => {
    const result = await signOutEverywhere();
    if (!result.ok) notify.error(result.message);
  };

  return (
    <header className="topbar">
      <div className="topbar-start">
        {onMenuButton && (
          <button
            type="button"
            className="topbar-button menu-button"
            aria-label={menuOpen ? 'Fechar menu' : 'Abrir menu'}
            aria-expanded={menuOpen}
            aria-controls="side-menu"
            onClick={onMenuButton}
          >
            <i className={menuOpen ? 'pi pi-times' : 'pi pi-bars'} aria-hidden="true" />
          </button>
        )}
        <Link to="/" className="topbar-logo" aria-label="Portal do Representante: início">
          <img src="/logo.svg" alt="" width="32" height="32" />
          <span className="topbar-brand">Portal do Representante</span>
        </Link>
        <h1 className="topbar-page">{pageName}</h1>
      </div>

      <div className="topbar-end">
        <QuickSearch />
        <time className="topbar-clock" dateTime={now.toISOString()} aria-label={`Hora: ${formatTime(now)}`}>
          <i className="pi pi-clock" aria-hidden="true" /> {formatTime(now)}
        </time>
        <Popover label="Layout do menu" icon="pi pi-objects-column" className="topbar-layout">
          {(close) => (
            <fieldset className="layout-choice">
              <legend>Layout do menu</legend>
              {layoutChoices.map((choice) => (
                <label key={choice.value}>
                  <input
                    type="radio"
                    name="layout-choice"
                    value={choice.value}
                    checked={layout === choice.value}
                    onChange={() => {
                      onLayoutChange(choice.value);
                      close();
                    }}
                  />
                  {choice.label}
                </label>
              ))}
            </fieldset>
          )}
        </Popover>
        <Popover
          label="Mensagens"
          icon="pi pi-envelope"
          badge={counts?.messages}
          panelClassName="inbox-popover"
        >
          <Suspense fallback={panelLoading}>
            <MessagesPanel canWrite={repZero} />
          </Suspense>
        </Popover>
        <Popover
          label="Notificações"
          icon="pi pi-bell"
          badge={counts?.notifications}
          panelClassName="inbox-popover"
        >
          {(close) => (
            <Suspense fallback={panelLoading}>
              <NotificationsPanel onNavigate={close} showRepresentative={repZero} />
            </Suspense>
          )}
        </Popover>
        <Popover
          label="Usuário"
          icon="pi pi-user"
          buttonClassName="topbar-user"
          buttonLabel={`Usuário: ${user.name} · ${representativeText(user)}`}
          buttonContent={
            <span className="topbar-user-text">
              <span className="topbar-user-name" data-testid="user-name">
                {user.name}
              </span>
              <span className="topbar-user-rep" data-testid="user-rep">
                {representativeText(user)}
              </span>
            </span>
          }
        >
          <div className="user-panel">
            <strong>{user.name}</strong>
            <span>Usuário: {user.username}</span>
            <span>{representativeText(user)}</span>
            <OfflineScreensPanel user={user} />
            <button type="button" className="p-button p-button-text p-button-sm" onClick={() => void renew()}>
              <i className="pi pi-refresh" aria-hidden="true" /> Atualizar permissões
            </button>
            <button
              type="button"
              className="p-button p-button-danger p-button-sm user-panel-logout"
              onClick={() => void signOut()}
            >
              <i className="pi pi-sign-out" aria-hidden="true" /> {signOutTexts.here}
            </button>
            <button
              type="button"
              className="p-button p-button-text p-button-danger p-button-sm user-panel-logout-everywhere"
              onClick={() => void leaveEverywhere()}
            >
              <i className="pi pi-power-off" aria-hidden="true" /> {signOutTexts.everywhere}
            </button>
          </div>
        </Popover>
        <button
          type="button"
          className="p-button p-button-outlined p-button-sm topbar-logout"
          onClick={() => void signOut()}
        >
          <i className="pi pi-sign-out" aria-hidden="true" />
          <span>{signOutTexts.here}</span>
        </button>
      </div>
    </header>
  );
};
