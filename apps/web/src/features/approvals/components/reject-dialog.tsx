import { MAX_REJECTION_REASON_LENGTH, rejectOrderBody } from '@portal/contracts';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { useId, useState, type FormEvent } from 'react';
import { approvalsTexts as t } from '../approvals-texts.ts';

type Props = {
  /** The customer of the order being rejected; null when the dialog is closed. */
  customer: string | null;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onHide: () => void;
};

/** "Recusar": the reason is required (1–500 characters, the contract's own rule and words) before the order goes back. */
export const RejectDialog = ({ customer, busy, onConfirm, onHide }: Props) => {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reasonId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = rejectOrderBody.safeParse({ reason });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? t.reasonLabel);
      return;
    }
    setError(null);
    onConfirm(checked.data.reason);
  };
  const hide = () => {
    setReason('');
    setError(null);
    onHide();
  };

  return (
    <Dialog
      visible={customer !== null}
      onHide={hide}
      header={t.rejectTitle}
      className="approvals-reject"
      style={{ width: 'min(32rem, 96vw)' }}
      breakpoints={{ '640px': '100vw' }}
      draggable={false}
      resizable={false}
    >
      <form onSubmit={submit} noValidate>
        <p className="approvals-reject-for">{customer ? t.rejectFor(customer) : ''}</p>
        <label htmlFor={reasonId} className="approvals-reject-label">
          {t.reasonLabel}
        </label>
        <InputTextarea
          id={reasonId}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            if (error) setError(null);
          }}
          rows={4}
          autoFocus
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="approvals-reject-text"
        />
        <span className="approvals-reject-count" aria-live="polite">
          {t.reasonCount(reason.length, MAX_REJECTION_REASON_LENGTH)}
        </span>
        {error && (
          <p id={errorId} className="approvals-reject-error" role="alert">
            {error}
          </p>
        )}
        <div className="approvals-reject-actions">
          <Button type="button" label={t.cancel} text onClick={hide} disabled={busy} />
          <Button type="submit" label={t.confirmReject} severity="danger" icon="pi pi-times" loading={busy} />
        </div>
      </form>
    </Dialog>
  );
};
