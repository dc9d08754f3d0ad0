import type { NotificationEvent, NotificationKind } from '@portal/contracts';
import { useEffect, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useMarkNotificationsSeen, useNotifications } from '../api/get-notifications.ts';
import { inboxTexts, notificationKindTexts } from '../inbox-texts.ts';
import { groupByDay } from '../utils/group-by-day.ts';
import { notificationLink } from '../utils/notification-link.ts';
import {
  filterNotifications,
  isFiltering,
  kindsIn,
  noNotificationFilter,
  type NotificationFilter,
} from '../utils/notification-filter.ts';

/** Events drawn at first and at each "Mostrar mais": a phone draws a short list, not the month's hundreds. */
const PAGE_SIZE = 40;

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

const FilterBar = ({
  events,
  filter,
  onChange,
}: {
  events: readonly NotificationEvent[];
  filter: NotificationFilter;
  onChange: (filter: NotificationFilter) => void;
}) => {
  const id = useId();
  const kinds = useMemo(() => kindsIn(events), [events]);
  return (
    <div className="inbox-filters">
      <label htmlFor={`${id}-kind`}>{inboxTexts.filterKind}</label>
      <select
        id={`${id}-kind`}
        value={filter.kind ?? ''}
        onChange={(event) =>
          onChange({ ...filter, kind: (event.target.value || null) as NotificationKind | null })
        }
      >
        <option value="">{inboxTexts.allKinds}</option>
        {kinds.map(({ kind, count }) => (
          <option key={kind} value={kind}>
            {inboxTexts.kindOption(notificationKindTexts[kind].label, count)}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-customer`}>{inboxTexts.filterCustomer}</label>
      <input
        id={`${id}-customer`}
        type="search"
        value={filter.customer}
        placeholder={inboxTexts.filterCustomerPlaceholder}
        onChange={(event) => onChange({ ...filter, customer: event.target.value })}
      />
      <label className="inbox-unread-only">
        <input
          type="checkbox"
          checked={filter.unreadOnly}
          onChange={(event) => onChange({ ...filter, unreadOnly: event.target.checked })}
        />
        {inboxTexts.unreadOnly}
      </label>
    </div>
  );
};

/**
 * Notificações (docs/domain.md §5.5): the events grouped by day, each opening its screen, narrowed by kind, customer
 * and unread, drawn a page at a time. Opening the list marks the
 * events read on the server; the marks of this answer stay until the panel closes, so the rep sees what was new.
 */
export const NotificationsPanel = ({ onNavigate, showRepresentative }: Props) => {
  const { data, isPending, isError } = useNotifications();
  const seen = useMarkNotificationsSeen();
  const unread = data?.unread ?? 0;
  const { isIdle, mutate } = seen;
  const [filter, setFilter] = useState<NotificationFilter>(noNotificationFilter);
  const [shown, setShown] = useState(PAGE_SIZE);
  const matching = useMemo(() => (data ? filterNotifications(data.events, filter) : []), [data, filter]);
  const changeFilter = (next: NotificationFilter) => {
    setFilter(next);
    setShown(PAGE_SIZE);
  };

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
      {data && data.events.length > 0 && (
        <FilterBar events={data.events} filter={filter} onChange={changeFilter} />
      )}
      {data && data.events.length > 0 && matching.length === 0 && (
        <div className="popover-empty">
          <p>{inboxTexts.noMatch}</p>
          {isFiltering(filter) && (
            <button type="button" className="inbox-more" onClick={() => changeFilter(noNotificationFilter)}>
              {inboxTexts.clearFilters}
            </button>
          )}
        </div>
      )}
      {data &&
        groupByDay(matching.slice(0, shown), (event) => event.date, data.today, inboxTexts).map((group) => (
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
      {matching.length > shown && (
        <button type="button" className="inbox-more" onClick={() => setShown(shown + PAGE_SIZE)}>
          {inboxTexts.showMore(shown, matching.length)}
        </button>
      )}
    </div>
  );
};
