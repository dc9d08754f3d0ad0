import { expect } from 'vitest';

/**
 * What a user sees for each financial flag, written out here rather than read from the definition, so a test on
 * any screen fails when a colour or a text drifts from docs/product.md §4.
 */
export const expectedFlags = [
  {
    flag: 0,
    color: '#22c55e',
    label: 'Limite Projetado',
    tooltip:
      'Limite disponível e atualizado nos últimos 12 meses; previsão reanalisada após a entrada de pedidos.',
  },
  {
    flag: 1,
    color: '#facc15',
    label: 'Limite Insuficiente',
    tooltip: 'Limite insuficiente: solicite a reanálise de crédito.',
  },
  {
    flag: 2,
    color: '#f97316',
    label: 'Sem Limite',
    tooltip: 'Sem limite: sem faturamento ou mais de 12 meses sem comprar; solicite a análise de crédito.',
  },
  {
    flag: 3,
    color: '#a855f7',
    label: 'Limite Suspenso',
    tooltip: 'Crédito suspenso: venda condicionada a pagamento antecipado ou cartão.',
  },
  {
    flag: 4,
    color: '#ef4444',
    label: 'Duplicata Vencida',
    tooltip: 'Cliente com duplicatas vencidas; o valor mostrado é o valor vencido.',
  },
  { flag: 9, color: '#ffffff', label: 'Sem informação', tooltip: 'Sem informação' },
] as const;

// jsdom reports inline colours as rgb(r, g, b).
const rgb = (hex: string): string => {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

/** The square's colour as the browser paints it. */
export const expectSquareColor = (square: HTMLElement, hex: string): void => {
  expect(square.style.background || square.style.backgroundColor).toBe(rgb(hex));
};
