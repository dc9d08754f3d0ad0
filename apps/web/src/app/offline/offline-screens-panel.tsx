import type { CurrentUser } from '@portal/contracts';
import { useSyncExternalStore } from 'react';
import { formatDateTime } from '../../lib/format.ts';
import {
  offlineChoiceOf,
  offlineScreens,
  setOfflineScreen,
  subscribeOfflineChoice,
  type OfflineChoice,
  type OfflineScreen,
} from './offline-choice.ts';

export const offlinePanelTexts = {
  title: 'Disponível offline',
  hint: 'Mantém neste aparelho a última consulta padrão destas telas, atualizada enquanto houver conexão.',
  refreshedAt: (at: Date) => `Atualizado em ${formatDateTime(at)}`,
  screens: {
    wallet: 'Carteira',
    duplicates: 'Dup. Aberto',
    customers: 'Clientes',
    'sales-frequency': 'Situação Limite',
    'visit-plan': 'Plano de Visitas',
    orders: 'Pedidos (catálogo, preços e estoque)',
  } satisfies Record<OfflineScreen, string>,
};

/** The rep's choice of screens to keep for a day without signal, in the user menu where their account lives. */
export const OfflineScreensPanel = ({ user }: { user: CurrentUser }) => {
  // A string snapshot compares equal between renders; an object read afresh each time would not.
  const snapshot = useSyncExternalStore(subscribeOfflineChoice, () =>
    JSON.stringify(offlineChoiceOf(user.username)),
  );
  if (user.kind !== 'rep') return null;
  const choice = JSON.parse(snapshot) as OfflineChoice;
  return (
    <fieldset className="offline-choice">
      <legend>{offlinePanelTexts.title}</legend>
      <p className="offline-choice-hint">{offlinePanelTexts.hint}</p>
      {offlineScreens.map((screen) => (
        <label key={screen}>
          <input
            type="checkbox"
            checked={choice.screens.includes(screen)}
            onChange={(event) => setOfflineScreen(user.username, screen, event.target.checked)}
          />
          {offlinePanelTexts.screens[screen]}
        </label>
      ))}
      {choice.refreshedAt && choice.screens.length > 0 && (
        <p className="offline-choice-hint">{offlinePanelTexts.refreshedAt(new Date(choice.refreshedAt))}</p>
      )}
    </fieldset>
  );
};
