import { useEffect } from 'react';
import { registerOrderSenders } from '../../features/orders/api/order-outbox.ts';
import { registerVisitSender } from '../../lib/visits/record-visit.ts';
import { useSession } from '../../lib/auth/session-store.ts';
import { outbox } from '../../lib/outbox/app-outbox.ts';

/**
 * Sends what waits in the outbox (lib/outbox) from any screen: at start, when the signal returns, and when another
 * user signs in on the phone. Every kind's sender is registered here, so a visit or an order made on the road leaves
 * even when its own screen is never opened again.
 */
export const OutboxHost = () => {
  const username = useSession().user?.username;
  useEffect(() => {
    if (username === undefined) return undefined;
    registerVisitSender();
    registerOrderSenders();
    const flush = () => void outbox.flush(username);
    flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [username]);
  return null;
};
