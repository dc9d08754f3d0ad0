import { ORDER_WRITE_BUSY_MESSAGE, type OrderDraftAnswer, type OrderDraftBody } from '@portal/contracts';
import { useSyncExternalStore } from 'react';
import { isApiError } from '../../../lib/api-error.ts';
import { outbox } from '../../../lib/outbox/app-outbox.ts';
import type { OutboxItem } from '../../../lib/outbox/outbox.ts';
import { readStorage, storageKeys, writeStorage } from '../../../lib/storage.ts';
import { createDraftStore } from '../utils/local-drafts.ts';
import { draftBody, type LocalOrder } from '../utils/order-draft.ts';
import { deleteOrderDraft } from './delete-order-draft.ts';
import { getOrderDraft } from './get-order-draft.ts';
import { saveOrderDraft } from './save-order-draft.ts';
import { sendOrderDraft } from './send-order-draft.ts';

/** The orders typed on this device (see utils/local-drafts). */
export const localDrafts = createDraftStore({
  read: () => readStorage(storageKeys.orderDrafts),
  write: (value) => writeStorage(storageKeys.orderDrafts, value),
});

export const useLocalDrafts = () => useSyncExternalStore(localDrafts.subscribe, localDrafts.snapshot);

type SaveData = { body: OrderDraftBody };
type SendData = { recordVisit: boolean };

/** The draft as typed goes in the outbox; a newer save takes the waiting one's place, so a PUT carries the latest. */
export const queueSave = (username: string, order: LocalOrder): void =>
  void outbox.enqueue({
    username,
    kind: 'order-save',
    key: order.id,
    data: { body: draftBody(order) } satisfies SaveData,
  });

/** The send follows the draft's last save in the outbox: it leaves when the signal allows, in that order. */
export const queueSend = (username: string, order: LocalOrder): void => {
  queueSave(username, order);
  outbox.enqueue({
    username,
    kind: 'order-send',
    key: order.id,
    data: { recordVisit: order.recordVisit } satisfies SendData,
  });
};

/** A draft deleted: gone from the device at once, its waiting saves withdrawn, the server's copy deleted in turn. */
export const queueDelete = (username: string, id: string): void => {
  outbox.withdraw(username, 'order-save', id);
  localDrafts.remove(username, id);
  outbox.enqueue({ username, kind: 'order-delete', key: id, data: {} });
};

const keepAnswer = (item: OutboxItem, answer: OrderDraftAnswer): void =>
  localDrafts.patch(item.username, answer.id, (order) => ({
    ...order,
    server: answer,
    status: answer.status === 'draft' ? order.status : 'sent',
  }));

/**
 * A send refused on return (422: a price or the stock changed meanwhile): the order goes back to the rep as a
 * draft with the reasons, read from the server's evaluation of it.
 */
const backToDraft = (item: OutboxItem, error: unknown): 'drop' => {
  const message = error instanceof Error ? error.message : String(error);
  localDrafts.patch(item.username, item.key ?? '', (order) => ({
    ...order,
    status: 'draft',
    refused: { message, problems: [], warnings: [] },
  }));
  void getOrderDraft(item.key ?? '')
    .then((answer) =>
      localDrafts.patch(item.username, answer.id, (order) => ({
        ...order,
        server: answer,
        refused: {
          message,
          problems: answer.evaluation.problems,
          warnings: answer.evaluation.warnings,
        },
      })),
    )
    .catch(() => undefined);
  return 'drop';
};

/** A 409 without the order: another write of it was under way, nothing was written (docs/decisions/189). */
const wasBusy = (error: unknown): boolean =>
  isApiError(error) && error.status === 409 && error.message === ORDER_WRITE_BUSY_MESSAGE;

/** The call once more after a moment when the server found the order busy with another write of it. */
export const againWhenBusy = async <T>(call: () => Promise<T>, waitMs = 1000): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    if (!wasBusy(error)) throw error;
    await new Promise((resolve) => setTimeout(resolve, waitMs));
    return call();
  }
};

/** Registered at start by the app (app/offline/outbox-host) and again by the screen: orders leave from anywhere. */
export const registerOrderSenders = (): void => {
  outbox.register('order-save', {
    send: (item) => againWhenBusy(() => saveOrderDraft(item.key ?? '', (item.data as SaveData).body)),
    onSent: (item, answer) => keepAnswer(item, answer as OrderDraftAnswer),
    // 409 with the order: it was sent meanwhile (another tab, a retry): nothing left to save. Still busy after the
    // second try: kept, with the server's message, for the rep to send again.
    onRefused: (item, error) => {
      if (wasBusy(error)) return 'keep';
      if (isApiError(error) && error.status === 409) return 'drop';
      return backToDraft(item, error);
    },
  });
  // 404: never reached the server; 409: sent meanwhile (it stays an order). Either way nothing is left to delete.
  outbox.register('order-delete', {
    send: (item) => againWhenBusy(() => deleteOrderDraft(item.key ?? '')),
    onRefused: () => 'drop',
  });
  outbox.register('order-send', {
    send: (item) => againWhenBusy(() => sendOrderDraft(item.key ?? '', (item.data as SendData).recordVisit)),
    onSent: (item, answer) => keepAnswer(item, answer as OrderDraftAnswer),
    onRefused: backToDraft,
  });
};

registerOrderSenders();
