// Colour and label of each order status (docs/domain.md §2): the contracts' one table, for the Clientes card and the
// grids.
export { orderStatusLook } from '@portal/contracts';
