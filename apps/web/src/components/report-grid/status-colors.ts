/**
 * Colour squares of the grids. Financial flag (spec §4): 0 green, 1 yellow, 2 orange, 3 purple, 4 red,
 * anything else white, each with its tooltip. Order status colour (DOMAIN.md §2): the ERP status labels.
 */
export const financialFlagColor = (flag: unknown): string => {
  switch (Number(flag)) {
    case 0:
      return '#22c55e';
    case 1:
      return '#facc15';
    case 2:
      return '#f97316';
    case 3:
      return '#a855f7';
    case 4:
      return '#ef4444';
    default:
      return '#ffffff';
  }
};

const flagTooltips: Record<number, string> = {
  0: 'Limite disponível e atualizado nos últimos 12 meses; previsão reanalisada após a entrada de pedidos.',
  1: 'Limite insuficiente: solicite a reanálise de crédito.',
  2: 'Sem limite: sem faturamento ou mais de 12 meses sem comprar; solicite a análise de crédito.',
  3: 'Limite suspenso: venda condicionada a pagamento antecipado ou cartão.',
  4: 'Cliente com duplicatas vencidas; o valor mostrado é o valor vencido.',
};

export const financialFlagTooltip = (flag: unknown): string => flagTooltips[Number(flag)] ?? 'Sem informação';

const statusColors: Record<string, { color: string; label: string }> = {
  blue: { color: '#3b82f6', label: 'Aberto' },
  red: { color: '#ef4444', label: 'Bloqueado' },
  orange: { color: '#f97316', label: 'Expedição' },
  green: { color: '#22c55e', label: 'Faturado' },
  grey: { color: '#9ca3af', label: 'Cancelado' },
};

export const statusColorHex = (value: string): string => statusColors[value]?.color ?? '#ffffff';
export const statusColorLabel = (value: string): string => statusColors[value]?.label ?? value;
