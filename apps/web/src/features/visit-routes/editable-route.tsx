import './visit-routes.css';
import type { RouteRow } from '@portal/contracts';

/** Says how to edit, on hover (docs/product.md §2.15's confirmation follows). */
export const EDITABLE_ROUTE_HINT = 'Rota editável: toque duas vezes (ou pressione Enter) para alterar';

/** The Rota cell: its number with a pencil and a dashed underline, so a rep sees it can be changed. */
export const editableRouteCell = (row: RouteRow) => (
  <span className="vr-editable-route" title={EDITABLE_ROUTE_HINT}>
    <span className="vr-route-value">{row.route}</span>
    <i className="pi pi-pencil" aria-hidden="true" />
  </span>
);
