import type { DuplicateGridRow } from '@portal/contracts';
import { normalizeText } from '../../../lib/text-search.ts';

export type DuplicateMark = 'overdue' | 'notary';

/** The words beside the colour: a mark must read without seeing colours. */
export const duplicateMarkTexts: Record<DuplicateMark, string> = { overdue: 'Vencida', notary: 'Cartório' };

/** The due date that counts: the extension when there is one (the delay is counted from it). */
export const effectiveDue = (row: DuplicateGridRow): string => row.extensionDate ?? row.dueDate;

/** On a phone card, under the effective due date of an extended title: where it came from. */
export const extendedFromText = (originalDue: string): string => `prorrogada de ${originalDue}`;

/** Past its effective due date (the server counts the delay from the extension when there is one). */
export const isOverdue = (row: DuplicateGridRow): boolean => row.delay > 0;

/** The ERP writes the position with or without the accent ("CARTÓRIO", "cartorio"). */
export const isAtNotary = (row: DuplicateGridRow): boolean =>
  normalizeText(row.position ?? '').includes('cartorio');

/** A title's marks, most serious first: a protested title is at the notary, overdue or not. */
export const duplicateMarks = (row: DuplicateGridRow): DuplicateMark[] => [
  ...(isAtNotary(row) ? (['notary'] as const) : []),
  ...(isOverdue(row) ? (['overdue'] as const) : []),
];
