import type { OrderDraftAnswer } from '@portal/contracts';
import { Button } from 'primereact/button';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { orderPaths } from '../../../config/paths.ts';
import { formatCurrency, formatInteger } from '../../../lib/format.ts';
import { approvalsTexts as t } from '../approvals-texts.ts';
import { approvalCardView } from '../utils/approval-card.ts';

type Props = {
  order: OrderDraftAnswer;
  /** This card's decision is on its way: its buttons wait, the others stay usable. */
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
};

const cellOf = (line: OrderDraftAnswer['evaluation']['lines'][number]): string =>
  [line.colorName ?? line.colorCode, line.size].filter(Boolean).join(' / ') || '—';

/** One awaiting order: who, when, the figures, why it waits, its lines on demand, and the two decisions. */
export const ApprovalCard = ({ order, busy, onApprove, onReject }: Props) => {
  const view = approvalCardView(order);
  const [linesOpen, setLinesOpen] = useState(false);
  const titleId = useId();
  const linesId = useId();
  const { lines } = order.evaluation;
  return (
    <article className="card approval-card" aria-labelledby={titleId} data-order-id={order.id}>
      <header className="approval-card-head">
        <h3 id={titleId} className="approval-card-customer">
          {view.customer}
        </h3>
        {view.place && <p className="approval-card-place">{view.place}</p>}
      </header>
      <dl className="approval-card-who">
        <div>
          <dt>{t.representative}</dt>
          <dd>{view.representative}</dd>
        </div>
        <div>
          <dt>{t.sentAt}</dt>
          <dd>{view.sentAt}</dd>
        </div>
      </dl>
      <dl className="approval-card-figures">
        {view.figures.map((figure) => (
          <div key={figure.label} data-figure={figure.label}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
      <section className="approval-card-reasons" aria-label={t.reasons}>
        <h4>{t.reasons}</h4>
        <ul>
          {view.reasons.map((reason) => (
            <li key={reason}>
              <i className="pi pi-exclamation-triangle" aria-hidden="true" /> {reason}
            </li>
          ))}
        </ul>
      </section>
      <div className="approval-card-links">
        <Button
          type="button"
          text
          icon="pi pi-list"
          label={linesOpen ? t.hideLines : t.showLines(lines.length)}
          aria-expanded={linesOpen}
          aria-controls={linesId}
          onClick={() => setLinesOpen((open) => !open)}
          className="approval-card-link"
        />
        <Link to={orderPaths.order(order.id)} className="approval-card-link approval-card-open">
          <i className="pi pi-external-link" aria-hidden="true" /> {t.openOrder}
        </Link>
      </div>
      {linesOpen && (
        <ul id={linesId} className="approval-lines" aria-label={t.linesCaption}>
          {lines.map((line, index) => (
            <li key={`${line.reference}-${line.colorCode ?? ''}-${line.size ?? ''}-${index}`}>
              <span className="approval-line-ref">
                <strong>{line.reference}</strong>
                {line.description && <span> {line.description}</span>}
              </span>
              <span className="approval-line-cell">{cellOf(line)}</span>
              <span className="approval-line-parts">{`${formatInteger(line.parts)} pç`}</span>
              <span className="approval-line-net">{formatCurrency(line.netValue)}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="approval-card-actions">
        <Button
          type="button"
          label={t.reject}
          icon="pi pi-times"
          severity="danger"
          outlined
          aria-label={t.rejectOf(view.customer)}
          disabled={busy}
          onClick={onReject}
        />
        <Button
          type="button"
          label={t.approve}
          icon="pi pi-check"
          severity="success"
          aria-label={t.approveOf(view.customer)}
          loading={busy}
          onClick={onApprove}
        />
      </div>
    </article>
  );
};
