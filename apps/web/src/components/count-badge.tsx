/**
 * A small number beside a menu entry or a tile (what waits there). The number is shown; the words a screen reader
 * says with it are given by the caller, so the link reads "Aprovações, 3 pedidos aguardando aprovação".
 */
export const CountBadge = ({ count, label }: { count: number; label: string }) =>
  count > 0 ? (
    <span className="count-badge" data-count={count}>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="count-badge-words">{label}</span>
    </span>
  ) : null;
