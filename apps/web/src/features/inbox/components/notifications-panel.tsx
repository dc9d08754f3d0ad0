import type { NotificationEvent } from '@portal/contracts';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useMarkNotificationsSeen, useNotifications } from '../api/get-notifications.ts';
import { inboxTexts, notificationKindTexts } from '../inbox-texts.ts';
import { groupByDay } from '../utils/group-by-day.ts';
import { notificationLink } from '../utils/notification-link.ts';

type Props = {
  /** Closes the popover when an event opens its screen. */
  onNavigate: () => void;
  /** A rep-0 user reads several reps: each event names its rep. */
  showRepresentative: boolean;
};

const EventItem = ({ event, onNavigate, showRepresentative }: { event: NotificationEvent } & Props) => {
  const kind = notificationKindTexts[event.kind];
  return (
    <li className={`inbox-item inbox-event-${event.kind}${event.unread ? ' is-unread' : ''}`}>
      <Link to={notificationLink(event.target)} className="inbox-link" onClick={onNavigate}>
        <i className={`${kind.icon} inbox-kind-icon`} aria-hidden="true" />
        <span className="inbox-item-body">
          <span className="inbox-item-title">{event.text}</span>
          <span className="inbox-item-meta">
            {event.customerName}
            {showRepresentative && ` · ${inboxTexts.representative(event.representativeId)}`}
          </span>
        </span>
        {event.unread && <span className="inbox-new">{inboxTexts.newLabel}</span>}
      </Link>
    </li>
  );
};

/**
 * Notificações (docs/domain.md §5.5): the events grouped by day, each opening its screen. Opening the list marks the
 * events read on the server; the marks of this answer stay until the panel closes, so the rep sees what was new.
 */
export const NotificationsPanel = ({ onNavigate, showRepresentative }: Props) => {
  const { data, isPending, isError } = useNotifications();
  const seen = useMarkNotificationsSeen();
  const unread = data?.unread ?? 0;
  const { isIdle, mutate } = seen;

  useEffect(() => {
    // Only when something is unread: a write moves the data version and retires every cached answer.
    if (unread > 0 && isIdle) mutate();
  }, [unread, isIdle, mutate]);

  return (
    <div className="inbox-panel">
      <div className="inbox-header">
        <h2>{inboxTexts.notifications}</h2>
        {unread > 0 && <span className="inbox-count">{inboxTexts.unread(unread)}</span>}
      </div>
      {isPending && <p className="popover-empty">{inboxTexts.loading}</p>}
      {isError && (
        <p className="popover-empty" role="alert">
          {inboxTexts.notificationsError}
        </p>
      )}
      {data && data.events.length === 0 && <p className="popover-empty">{inboxTexts.noNotifications}</p>}
      {data &&
        groupByDay(data.events, (event) => event.date, data.today, inboxTexts).map((group) => (
          <section key={group.day} className="inbox-day" aria-label={group.label}>
            <h3>{group.label}</h3>
            <ul className="inbox-list">
              {group.items.map((event) => (
                <EventItem
                  key={`${event.kind}:${event.order ?? ''}:${event.invoice ?? ''}:${event.receivable ?? ''}:${event.representativeId}`}
                  event={event}
                  onNavigate={onNavigate}
                  showRepresentative={showRepresentative}
                />
              ))}
            </ul>
          </section>
        ))}
    </div>
  );
};
