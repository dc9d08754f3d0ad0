import type { OrderDraftAnswer, OrderDraftBody, OrderProblem, OrderWarning } from '@portal/contracts';

/** One cell the rep typed a quantity in; colour and size are null for a reference ordered as one line. */
export type DraftItem = { reference: string; colorCode: string | null; size: string | null; parts: number };

/** Whole packs of a closed size run in one colour (docs/domain.md §8.2): the server makes one line per size. */
export type DraftPackItem = { reference: string; colorCode: string; packCode: string; packs: number };

/**
 * Where a draft stands on this device: `draft` while typed; `sending` once the rep sent it (the outbox carries the
 * send, so it may be waiting for a signal: shown as pending); `sent` when the server took it.
 */
export type LocalStatus = 'draft' | 'sending' | 'sent';

/** The order as the device keeps it (docs/domain.md §6): everything the PUT needs, plus what the rep last saw. */
export type LocalOrder = {
  /** The device makes the id (a UUID): a retry of a save or of the send never makes a second order. */
  id: string;
  customer: { register: string; name: string };
  /** The customer's rep, named by a supervisor (rep-0 user); undefined for a rep's own order. */
  representativeId?: number;
  /** A table the rep chose; undefined for the customer's. */
  priceTable?: string;
  paymentDays: number;
  /** The company's condition (docs/domain.md §8.2); the customer's usual one is chosen first. */
  paymentConditionCode?: string;
  freightType?: 'CIF' | 'FOB';
  carrierCode?: string;
  deliveryDate?: string;
  discountPercent: number;
  note: string;
  /** Cells with a quantity, in the order they were first typed (the server's line order). */
  items: DraftItem[];
  /** Packs per colour, beside the pieces; a cell's parts are the pieces plus what its packs put in it. */
  packItems?: DraftPackItem[];
  /** Opened from a Plano de Visitas card: the send records the day's visit as sold. */
  recordVisit: boolean;
  /** The customer's table as the server last said (its own, else its latest order's), for a reload offline. */
  knownTable?: string | undefined;
  /**
   * "Repetir pedido": the ERP order repeated, named at the top of the editor, with why some of its terms were not
   * kept (absent on drafts kept before the server said).
   */
  repeatOf?: { number: number; issueDate: string; notes?: string[] };
  /** "Repetir pedido": the past order's lines left out, with the reason. */
  leftOut?: { label: string; reason: string }[];
  /** Reference → description of the references typed (for lists and messages offline). */
  descriptions?: Record<string, string>;
  status: LocalStatus;
  updatedAt: string;
  /** The server's last answer (status, number, evaluation), when one came. */
  server?: OrderDraftAnswer;
  /** A send refused (422): the problems beside their lines, until the rep changes the order. */
  refused?: { message: string; problems: OrderProblem[]; warnings: OrderWarning[] };
};

export const cellKey = (reference: string, colorCode: string | null, size: string | null): string =>
  `${reference}\u0001${colorCode ?? ''}\u0001${size ?? ''}`;

export const newOrder = (
  id: string,
  customer: { register: string; name: string },
  options: { representativeId?: number; recordVisit?: boolean; now?: Date } = {},
): LocalOrder => ({
  id,
  customer,
  ...(options.representativeId ? { representativeId: options.representativeId } : {}),
  paymentDays: 0,
  discountPercent: 0,
  note: '',
  items: [],
  recordVisit: options.recordVisit ?? false,
  status: 'draft',
  updatedAt: (options.now ?? new Date()).toISOString(),
});

/**
 * Sets one cell's quantity: a new cell goes last, a cell set to 0 (or less) leaves the order, so the items are the
 * server's lines one for one and a problem's line index points at the rep's cell.
 */
export const withParts = (items: readonly DraftItem[], cell: Omit<DraftItem, 'parts'>, parts: number) => {
  const key = cellKey(cell.reference, cell.colorCode, cell.size);
  const index = items.findIndex((item) => cellKey(item.reference, item.colorCode, item.size) === key);
  const clean = Number.isFinite(parts) ? Math.max(0, Math.floor(parts)) : 0;
  if (index < 0) return clean > 0 ? [...items, { ...cell, parts: clean }] : [...items];
  if (clean === 0) return items.filter((_, position) => position !== index);
  return items.map((item, position) => (position === index ? { ...item, parts: clean } : item));
};

/** Several cells at once ("mesmas quantidades em todas as cores"). */
export const withCells = (
  items: readonly DraftItem[],
  cells: readonly (Omit<DraftItem, 'parts'> & { parts: number })[],
): DraftItem[] => cells.reduce<DraftItem[]>((acc, cell) => withParts(acc, cell, cell.parts), [...items]);

/** Sets how many packs of one pack code go in one colour; 0 takes it out of the order. */
export const withPacks = (
  packItems: readonly DraftPackItem[],
  cell: Omit<DraftPackItem, 'packs'>,
  packs: number,
): DraftPackItem[] => {
  const same = (item: DraftPackItem) =>
    item.reference === cell.reference && item.colorCode === cell.colorCode && item.packCode === cell.packCode;
  const clean = Number.isFinite(packs) ? Math.max(0, Math.floor(packs)) : 0;
  const index = packItems.findIndex(same);
  if (index < 0) return clean > 0 ? [...packItems, { ...cell, packs: clean }] : [...packItems];
  if (clean === 0) return packItems.filter((_, position) => position !== index);
  return packItems.map((item, position) => (position === index ? { ...item, packs: clean } : item));
};

/** The PUT's body (docs/domain.md §6). */
export const draftBody = (order: LocalOrder): OrderDraftBody => ({
  customerRegister: order.customer.register,
  ...(order.representativeId ? { representativeId: order.representativeId } : {}),
  ...(order.priceTable ? { priceTable: order.priceTable } : {}),
  paymentDays: order.paymentDays,
  ...(order.paymentConditionCode ? { paymentConditionCode: order.paymentConditionCode } : {}),
  ...(order.freightType ? { freightType: order.freightType } : {}),
  ...(order.carrierCode ? { carrierCode: order.carrierCode } : {}),
  ...(order.deliveryDate ? { deliveryDate: order.deliveryDate } : {}),
  discountPercent: order.discountPercent,
  note: order.note,
  items: [
    ...order.items.map((item) => ({
      reference: item.reference,
      ...(item.colorCode === null ? {} : { colorCode: item.colorCode }),
      ...(item.size === null ? {} : { size: item.size }),
      parts: item.parts,
    })),
    // After the pieces: the server merges a cell's parts in the order first given, so the lines of the device's
    // summary and the server's evaluation keep the same indexes.
    ...(order.packItems ?? []).map((item) => ({ ...item })),
  ],
});

/** A new id for an order; crypto.randomUUID needs a secure origin, so a v4 from getRandomValues otherwise. */
export const newOrderId = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};
