import type { Session } from './session.ts';

// The ERP's echo of the portal's orders (docs/domain.md §6): an orders.csv row carrying a portal_order_id turns that
// sent order `in-erp` with the ERP's number, in the import's transaction. From then on the order counts once, as the
// ERP's. An id the portal does not know is kept on the order and reported in the summary, never refused.

const SHOWN_UNKNOWN = 20;

/** Links the echoed orders; returns the summary's notices (empty when there is nothing to say). */
export const linkPortalOrders = async (session: Session): Promise<string[]> => {
  const linked = await session.query(
    `update order_drafts d
        set status = 'in-erp', erp_order_number = o.number
       from orders o
      where o.portal_order_id is not null
        and d.id::text = lower(trim(o.portal_order_id))
        and d.status in ('sent', 'exported')`,
  );
  const { rows } = await session.query<{ number: string; portal_order_id: string; total: number }>(
    `select o.number::text as number, o.portal_order_id, count(*) over ()::int as total
       from orders o
      where o.portal_order_id is not null
        and not exists (select 1 from order_drafts d
                         where d.id::text = lower(trim(o.portal_order_id)) and d.status <> 'draft')
      order by o.number
      limit ${SHOWN_UNKNOWN}`,
  );
  const notices: string[] = [];
  if (linked.rowCount > 0) notices.push(`Pedidos do portal vinculados ao ERP: ${linked.rowCount}`);
  if (rows.length > 0) {
    const total = rows[0]?.total ?? rows.length;
    const shown = rows.map((row) => `${row.number} (${row.portal_order_id})`).join(', ');
    const more = total > rows.length ? ` e mais ${total - rows.length}` : '';
    notices.push(`Pedidos com portal_order_id desconhecido pelo portal (mantidos): ${shown}${more}`);
  }
  return notices;
};
