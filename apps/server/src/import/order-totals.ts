import type { Session } from './session.ts';

// order_totals (migration 20261124090000) holds each order's item sums for the reports. The import is the only writer of
// order_items, so it keeps the totals in the same transaction: a rollback takes both back, and a report never sees
// items without their totals.

const sums = `select order_number, sum(parts) as parts, sum(value) as value, sum(net_value) as net_value from order_items`;

/**
 * First load: every order's totals from the items just loaded. Grouped in key order (the items' primary key was just
 * built): the items have no statistics yet, and the planner's hash of every order spilled to disk on a large
 * load.
 */
export const rebuildOrderTotals = async (session: Session): Promise<void> => {
  await session.query(`delete from order_totals`);
  await session.query(`set local enable_hashagg = off`);
  await session.query(
    `insert into order_totals (order_number, parts, value, net_value) ${sums} group by order_number`,
  );
  await session.query(`reset enable_hashagg`);
};

/**
 * After the staged items are written: the orders in the file are recomputed (the file lists every item of each of
 * them, so none is left without items), and only totals that differ are written, so a re-import of the same file
 * writes nothing.
 */
export const refreshOrderTotals = async (session: Session, stagedItems: string): Promise<void> => {
  await session.query(
    `insert into order_totals (order_number, parts, value, net_value)
     ${sums} where order_number in (select order_number from ${stagedItems}) group by order_number
     on conflict (order_number) do update
       set parts = excluded.parts, value = excluded.value, net_value = excluded.net_value
     where (order_totals.parts, order_totals.value, order_totals.net_value)
           is distinct from (excluded.parts, excluded.value, excluded.net_value)`,
  );
};
