import type { OrderStatus, StatusColor } from '@portal/contracts';

/** Colour and label of each order status (docs/domain.md §2): one table for the Clientes card and the grids. */
export const orderStatusLook: Record<OrderStatus, { statusColor: StatusColor; statusDescription: string }> = {
  open: { statusColor: 'blue', statusDescription: 'Aberto' },
  blocked: { statusColor: 'red', statusDescription: 'Bloqueado' },
  expedition: { statusColor: 'orange', statusDescription: 'Expedição' },
  billed: { statusColor: 'green', statusDescription: 'Faturado' },
  canceled: { statusColor: 'grey', statusDescription: 'Cancelado' },
};
