import { useEffect, useState } from 'react';
import { useOnline } from '../../lib/online-status.ts';
import { useOutboxItems } from '../../lib/outbox/app-outbox.ts';

export const outboxStatusTexts = {
  pending: (count: number) => (count === 1 ? '1 envio pendente' : `${count} envios pendentes`),
  visits: (count: number) => (count === 1 ? '1 visita' : `${count} visitas`),
  orders: (count: number) => (count === 1 ? '1 pedido' : `${count} pedidos`),
  hint: 'Será enviado quando o sinal voltar.',
};

/** Online, a write leaves within a second: say nothing unless it waits longer than this. */
const QUIET_MS = 2_000;

/**
 * The app's one "pendente" indicator: what the outbox still holds for this user (visits, order saves and sends),
 * shown at once without signal and after a moment with it.
 */
export const OutboxStatus = () => {
  const online = useOnline();
  const pending = useOutboxItems().filter((item) => item.status === 'pending');
  const count = pending.length;
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (count === 0) {
      setShown(false);
      return undefined;
    }
    const timer = window.setTimeout(() => setShown(true), online ? QUIET_MS : 0);
    return () => window.clearTimeout(timer);
  }, [count, online]);
  if (!shown || count === 0) return null;
  const visits = pending.filter((item) => item.kind === 'visit').length;
  const orders = new Set(pending.filter((item) => item.kind !== 'visit').map((item) => item.key)).size;
  const parts = [
    visits > 0 ? outboxStatusTexts.visits(visits) : null,
    orders > 0 ? outboxStatusTexts.orders(orders) : null,
  ].filter(Boolean);
  return (
    <p className="outbox-status" role="status" data-testid="outbox-pending">
      <i className="pi pi-cloud-upload" aria-hidden="true" />
      <span>{`${outboxStatusTexts.pending(visits + orders)}: ${parts.join(', ')}`}</span>
      <span className="outbox-status-hint">{outboxStatusTexts.hint}</span>
    </p>
  );
};
