import type { VisitPlanCustomer } from '@portal/contracts';
import { useId } from 'react';
import { Link } from 'react-router';
import { FlagSquare } from '../../../components/customer/flag-square.tsx';
import { flagInfo } from '../../../components/customer/financial-flag.ts';
import { orderPaths } from '../../../config/paths.ts';
import { formatCurrency, formatDate, formatTime } from '../../../lib/format.ts';
import { visitPlaceText } from '../../../lib/geo/distance.ts';
import { mapsLink, phoneLink, whatsappLink } from '../utils/contact-links.ts';
import type { QueuedVisit } from '../../../lib/visits/visit-queue.ts';
import { useRecordVisitAction } from '../../../components/visit/record-visit-action.tsx';
import type { RecordCustomerVisit } from '../../../components/visit/use-visit-recording.ts';
import { visitPlanTexts as t } from '../visit-plan-texts.ts';
import { CardFacts } from './card-facts.tsx';
import { ReasonChips } from './reason-chips.tsx';

type Props = {
  customer: VisitPlanCustomer;
  /** The newest visit to this customer still waiting in the queue. */
  pending: QueuedVisit | undefined;
  repName: string;
  /** The stop's number on the map and in the path order; absent in the list's money order. */
  number?: number | undefined;
  /**
   * Over the map: who and the actions first, the reasons and the history folded below them, so the actions show
   * without scrolling on a phone.
   */
  compact?: boolean;
  /** The position is the one asked for when "Registrar visita" was tapped. */
  onRecord: RecordCustomerVisit<VisitPlanCustomer>;
};

const LastVisit = ({ customer, pending }: Pick<Props, 'customer' | 'pending'>) => {
  const visit = pending
    ? { visitedOn: pending.visitedOn, outcome: pending.body.outcome, note: pending.body.note }
    : customer.lastVisit;
  if (!visit) return <dd data-field="lastVisit">{t.neverVisited}</dd>;
  const last = !pending ? customer.lastVisit : null;
  const distance = last ? visitPlaceText(last) : '';
  // The time of the position says which one a later record without a position kept.
  const place =
    distance && last?.positionAt
      ? `${distance}, ${t.placeFrom(formatTime(new Date(last.positionAt)))}`
      : distance;
  return (
    <dd data-field="lastVisit">
      {`${formatDate(visit.visitedOn)} · ${t.outcomes[visit.outcome]}`}
      {place && (
        <span className="vp-visit-place" data-field="visitPlace">
          {` · ${place}`}
        </span>
      )}
      {pending && <span className="vp-pending-tag">{t.pending}</span>}
      {visit.note && <span className="vp-visit-note">{visit.note}</span>}
    </dd>
  );
};

const Action = ({
  href,
  icon,
  label,
  name,
  missing,
  missingId,
}: {
  href: string | null;
  icon: string;
  label: string;
  name: string;
  /** Why there is no link (said under the buttons: a disabled button shows no tooltip on a phone). */
  missing: string;
  missingId: string;
}) =>
  href ? (
    <a
      className="vp-action"
      href={href}
      aria-label={t.actionFor(label, name)}
      {...(href.startsWith('https:') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      <i className={icon} aria-hidden="true" />
      <span>{label}</span>
    </a>
  ) : (
    <button
      type="button"
      className="vp-action"
      disabled
      aria-label={t.actionFor(label, name)}
      aria-describedby={missingId}
      title={missing}
    >
      <i className={icon} aria-hidden="true" />
      <span>{label}</span>
    </button>
  );

/** One customer of the plan: who, why (chips), the facts, and the next action a thumb away (docs/domain.md §5.1). */
export const VisitCard = ({ customer, pending, repName, number, compact = false, onRecord }: Props) => {
  const visit = useRecordVisitAction({
    customerName: customer.name,
    className: 'vp-action vp-action-record',
    onRecord: (outcome, note, position) => onRecord(customer, outcome, note, position),
  });
  const flag = flagInfo(customer.financialFlag);
  const noteId = useId();
  // Each contact's link, or why there is none (said under the buttons).
  const contacts = [
    { key: 'call', href: phoneLink(customer), icon: 'pi pi-phone', label: t.call, missing: t.noPhone },
    {
      key: 'whatsapp',
      href: whatsappLink(customer, repName),
      icon: 'pi pi-whatsapp',
      label: t.whatsapp,
      missing: t.noWhatsapp,
    },
  ].map((contact) => ({ ...contact, missingId: `${noteId}-${contact.key}` }));
  const missing = contacts.flatMap((contact) =>
    contact.href ? [] : [{ id: contact.missingId, text: contact.missing }],
  );
  const about = (
    <>
      {customer.reasons.length > 0 && <ReasonChips reasons={customer.reasons} />}
      <dl className="vp-card-fields">
        <div>
          <dt>{t.lastPurchase}</dt>
          <dd data-field="lastPurchase">
            {customer.lastPurchaseDate
              ? `${formatDate(customer.lastPurchaseDate)}${customer.daysSinceLastPurchase === null ? '' : ` (${t.daysAgo(customer.daysSinceLastPurchase)})`}`
              : t.noInfo}
          </dd>
        </div>
        <div>
          <dt>{t.lastVisit}</dt>
          <LastVisit customer={customer} pending={pending} />
        </div>
      </dl>
      <CardFacts reasons={customer.reasons} />
    </>
  );
  return (
    <li className={compact ? 'vp-card vp-card-compact' : 'vp-card'} data-register={customer.register}>
      <div className="vp-card-head">
        <FlagSquare flag={customer.financialFlag} size="1.25rem" />
        <div className="vp-card-title">
          <h3 className="vp-card-name">
            {number !== undefined && <span className="vp-card-number">{t.stopNumber(number)}</span>}
            {customer.name}
          </h3>
          <p className="vp-card-where">
            <span data-field="city">{`${customer.city}/${customer.state}`}</span>
            <span data-field="route">{`${t.route} ${customer.route}`}</span>
            <span data-field="flag">{flag.label}</span>
          </p>
        </div>
        <div className="vp-card-score" data-field="score">
          <span className="vp-card-score-label">{t.score}</span>
          <span className="vp-card-score-value">{formatCurrency(customer.score)}</span>
        </div>
      </div>
      {!compact && about}
      <div className="vp-actions">
        {contacts.map(({ key, ...contact }) => (
          <Action key={key} {...contact} name={customer.name} />
        ))}
        <Action
          href={mapsLink(customer)}
          icon="pi pi-map-marker"
          label={t.maps}
          name={customer.name}
          missing=""
          missingId=""
        />
        {visit.button}
        <Link
          className="vp-action"
          to={orderPaths.newFor(customer, { fromVisitPlan: true })}
          aria-label={t.actionFor(t.order, customer.name)}
        >
          <i className="pi pi-shopping-cart" aria-hidden="true" />
          <span>{t.order}</span>
        </Link>
      </div>
      {missing.length > 0 && (
        <p className="vp-actions-missing" data-testid="vp-missing-contact">
          {missing.map((item) => (
            <span key={item.id} id={item.id}>
              {item.text}
            </span>
          ))}
        </p>
      )}
      {visit.panel}
      {compact && (
        <details className="vp-card-more">
          <summary>{t.moreAbout}</summary>
          {about}
        </details>
      )}
    </li>
  );
};
