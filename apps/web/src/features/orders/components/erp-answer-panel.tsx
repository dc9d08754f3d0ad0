import type { OrderDraftAnswer } from '@portal/contracts';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { orderPaths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { useSession } from '../../../lib/auth/session-store.ts';
import { copyOrder } from '../api/copy-order.ts';
import { localDrafts } from '../api/order-outbox.ts';
import { erpAnswerTexts as t } from '../erp-answer-texts.ts';
import { localFromServer } from '../utils/from-server.ts';
import { newOrderId } from '../utils/order-draft.ts';
import './erp-answer.css';

/** The statuses of an order past the draft that may be copied into a new one. */
const copyable = new Set<OrderDraftAnswer['status']>(['sent', 'exported', 'in-erp', 'erp-rejected']);

/**
 * The ERP's refusal with its reason, and "Copiar para novo pedido" for an order already sent (docs/domain.md §8.5): the
 * copy is made by the server at today's prices and opened as the new draft. The new id is made once per screen, so a
 * second tap after a lost answer finds the same copy.
 */
export const ErpAnswerPanel = ({ order }: { order: OrderDraftAnswer }) => {
  const navigate = useNavigate();
  const username = useSession().user?.username ?? '';
  const newId = useRef(newOrderId());
  const [copying, setCopying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refusal = order.status === 'erp-rejected' ? order.erpRejection : null;
  if (!copyable.has(order.status)) return null;

  const copy = async () => {
    setCopying(true);
    setError(null);
    try {
      const draft = await copyOrder(order.id, newId.current);
      localDrafts.put(username, localFromServer(draft));
      void navigate(orderPaths.order(draft.id));
    } catch (failure) {
      setError(`${t.copyError}: ${errorMessage(failure)}`);
    } finally {
      setCopying(false);
    }
  };

  return (
    <div className="erp-answer no-print">
      {refusal && (
        <p className="erp-answer-refusal" role="status" data-testid="erp-refusal">
          <i className="pi pi-ban" aria-hidden="true" />
          {t.refusedBy(refusal.reason)}
        </p>
      )}
      <button type="button" className="order-button" onClick={() => void copy()} disabled={copying}>
        <i className="pi pi-clone" aria-hidden="true" />
        {copying ? t.copying : t.copy}
      </button>
      {error && (
        <p className="report-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
};
