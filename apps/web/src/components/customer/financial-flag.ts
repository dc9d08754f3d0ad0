import { creditAdvice } from '@portal/contracts';

/**
 * The financial flag (Sit. Financeira, docs/product.md §4), the one definition every screen reads: the grids' Fin column,
 * the Situação Limite cards and modal, the Clientes details and the Sit. Financeira filter. Labels and tooltips
 * are the spec's words: 0 projected limit, 1 insufficient limit, 2 no limit, 3 suspended limit, 4 overdue
 * invoice; any other value is white. The advice of flags 1–3 is the contracts' (the visit plan's credit reason says it
 * too), written once.
 */
export type FlagInfo = { color: string; label: string; tooltip: string };

const flags: Record<number, FlagInfo> = {
  0: {
    color: '#22c55e',
    label: 'Limite Projetado',
    tooltip:
      'Limite disponível e atualizado nos últimos 12 meses; previsão reanalisada após a entrada de pedidos.',
  },
  1: {
    color: '#facc15',
    label: 'Limite Insuficiente',
    tooltip: creditAdvice[1],
  },
  2: {
    color: '#f97316',
    label: 'Sem Limite',
    tooltip: creditAdvice[2],
  },
  3: {
    color: '#a855f7',
    label: 'Limite Suspenso',
    tooltip: creditAdvice[3],
  },
  4: {
    color: '#ef4444',
    label: 'Duplicata Vencida',
    tooltip: 'Cliente com duplicatas vencidas; o valor mostrado é o valor vencido.',
  },
};

const unknownFlag: FlagInfo = { color: '#ffffff', label: 'Sem informação', tooltip: 'Sem informação' };

export const FINANCIAL_FLAGS = [0, 1, 2, 3, 4] as const;

/** The colour of a flag named by its label (a grid's value list holds the names), or undefined for other text. */
export const flagColorOfLabel = (label: string): string | undefined =>
  label === unknownFlag.label
    ? unknownFlag.color
    : Object.values(flags).find((info) => info.label === label)?.color;

export const flagInfo = (flag: unknown): FlagInfo => {
  // Number(null) and Number('') are 0: an absent flag must not read as "limite projetado".
  if (flag === null || flag === undefined || String(flag).trim() === '') return unknownFlag;
  return flags[Number(flag)] ?? unknownFlag;
};
