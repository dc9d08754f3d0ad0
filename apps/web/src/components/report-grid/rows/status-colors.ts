/** Order status colour (docs/domain.md §2): the ERP status labels. */
const statusColors: Record<string, { color: string; label: string }> = {
  blue: { color: '#3b82f6', label: 'Aberto' },
  red: { color: '#ef4444', label: 'Bloqueado' },
  orange: { color: '#f97316', label: 'Expedição' },
  green: { color: '#22c55e', label: 'Faturado' },
  grey: { color: '#9ca3af', label: 'Cancelado' },
};

export const statusColorHex = (value: string): string => statusColors[value]?.color ?? '#ffffff';
export const statusColorLabel = (value: string): string => statusColors[value]?.label ?? value;
