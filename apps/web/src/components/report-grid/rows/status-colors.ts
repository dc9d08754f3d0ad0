import { orderStatusLook, type StatusColor } from '@portal/contracts';

const hex: Record<StatusColor, string> = {
  blue: '#3b82f6',
  red: '#ef4444',
  orange: '#f97316',
  green: '#22c55e',
  grey: '#9ca3af',
};

/** Order status colour (docs/domain.md §2): its shade here, its label the contracts' one table. */
const statusColors: Record<string, { color: string; label: string }> = Object.fromEntries(
  Object.values(orderStatusLook).map(({ statusColor, statusDescription }) => [
    statusColor,
    { color: hex[statusColor], label: statusDescription },
  ]),
);

export const statusColorHex = (value: string): string => statusColors[value]?.color ?? '#ffffff';
export const statusColorLabel = (value: string): string => statusColors[value]?.label ?? value;
