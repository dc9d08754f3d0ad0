import { visitOutcome } from '@portal/contracts';
import { z } from 'zod';
import type { OutboxItem } from '../outbox/outbox.ts';

/**
 * A visit waiting in the app's outbox (lib/outbox) to reach the server (docs/domain.md §5.2): recorded in a dead zone,
 * it stays on the phone and is sent when the signal returns.
 */
export const visitData = z.object({
  customerName: z.string(),
  body: z.object({
    customerRegister: z.string(),
    outcome: visitOutcome,
    note: z.string(),
    // Where the phone was when the visit was recorded (docs/domain.md §7), kept with the visit while it waits.
    latitude: z.number().optional(),
    longitude: z.number().optional(),
    accuracy: z.number().optional(),
  }),
  /** The rep's day when it was recorded, shown on the card until the server's record replaces it. */
  visitedOn: z.string(),
});
export type VisitData = z.infer<typeof visitData>;

export type QueuedVisit = VisitData & {
  id: string;
  username: string;
  status: OutboxItem['status'];
  message?: string | undefined;
};

/** The outbox's visits, as the cards show them. */
export const visitsOf = (items: readonly OutboxItem[]): QueuedVisit[] =>
  items.flatMap((item) => {
    if (item.kind !== 'visit') return [];
    const data = visitData.safeParse(item.data);
    return data.success
      ? [{ ...data.data, id: item.id, username: item.username, status: item.status, message: item.message }]
      : [];
  });
