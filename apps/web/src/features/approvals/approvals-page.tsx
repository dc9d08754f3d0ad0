import type { OrderApprovalsAnswer, OrderDraftAnswer } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { FullSpinner } from '../../components/full-spinner.tsx';
import { useNotify } from '../../components/notify/notify-context.ts';
import { errorMessage, isApiError } from '../../lib/api-error.ts';
import { approvalsListKey, useOrderApprovals } from './api/get-order-approvals.ts';
import { useApproveOrder } from './api/approve-order.ts';
import { useRejectOrder } from './api/reject-order.ts';
import { ApprovalCard } from './components/approval-card.tsx';
import { RejectDialog } from './components/reject-dialog.tsx';
import { approvalsTexts as t } from './approvals-texts.ts';
import './approvals.css';

/**
 * Aprovações (`/approvals`, docs/domain.md §8.3): the orders of the caller's scope that wait for a supervisor, oldest
 * first; "Aprovar" in one tap, "Recusar" with a reason. A 403 (below the discount, or a rep) and a 409 (decided by
 * someone else meanwhile) show the server's message, and the list is asked again either way.
 */
export const ApprovalsPage = () => {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const approvals = useOrderApprovals();
  const approve = useApproveOrder();
  const reject = useRejectOrder();
  const [rejecting, setRejecting] = useState<OrderDraftAnswer | null>(null);
  const [deciding, setDeciding] = useState<string | null>(null);

  /**
   * The decided card leaves even if the list asked again still had it (a replica behind); the badge is the server's,
   * already asked again by the mutation before this runs.
   */
  const drop = (id: string) =>
    queryClient.setQueryData<OrderApprovalsAnswer>(approvalsListKey, (list) =>
      list?.filter((order) => order.id !== id),
    );
  const failed = (error: unknown) => notify.error(errorMessage(error));

  const onApprove = (order: OrderDraftAnswer) => {
    setDeciding(order.id);
    approve.mutate(order.id, {
      onSuccess: () => {
        drop(order.id);
        notify.success(t.approved(order.customer.name));
      },
      onError: failed,
      onSettled: () => setDeciding(null),
    });
  };
  const onReject = (reason: string) => {
    const order = rejecting;
    if (!order) return;
    setDeciding(order.id);
    reject.mutate(
      { id: order.id, reason },
      {
        onSuccess: () => {
          drop(order.id);
          setRejecting(null);
          notify.success(t.rejected(order.customer.name));
        },
        onError: (error) => {
          setRejecting(null);
          failed(error);
        },
        onSettled: () => setDeciding(null),
      },
    );
  };

  const body = (() => {
    if (approvals.isPending) return <FullSpinner label={t.loading} />;
    if (approvals.error) {
      // A rep (403) is told why, and asking again would answer the same.
      const forbidden = isApiError(approvals.error) && approvals.error.status === 403;
      return (
        <div className="card approvals-empty" role="alert">
          <p>
            {forbidden ? errorMessage(approvals.error) : `${t.loadError}: ${errorMessage(approvals.error)}`}
          </p>
          {!forbidden && (
            <Button
              type="button"
              label={t.retry}
              icon="pi pi-refresh"
              onClick={() => void approvals.refetch()}
            />
          )}
        </div>
      );
    }
    if (approvals.data.length === 0)
      return (
        <div className="card approvals-empty">
          <i className="pi pi-check-circle" aria-hidden="true" />
          <p className="approvals-empty-title">{t.empty}</p>
          <p>{t.emptyHint}</p>
        </div>
      );
    return (
      <ul className="approvals-list">
        {approvals.data.map((order) => (
          <li key={order.id}>
            <ApprovalCard
              order={order}
              busy={deciding === order.id}
              onApprove={() => onApprove(order)}
              onReject={() => setRejecting(order)}
            />
          </li>
        ))}
      </ul>
    );
  })();

  return (
    <div className="page approvals-page">
      <div className="approvals-top">
        <h2>{t.title}</h2>
        {approvals.data && approvals.data.length > 0 && (
          <p className="approvals-waiting" aria-live="polite">
            {t.waiting(approvals.data.length)}
          </p>
        )}
      </div>
      <p className="approvals-intro">{t.intro}</p>
      {body}
      <RejectDialog
        key={rejecting?.id ?? 'closed'}
        customer={rejecting?.customer.name ?? null}
        busy={reject.isPending}
        onConfirm={onReject}
        onHide={() => setRejecting(null)}
      />
    </div>
  );
};
