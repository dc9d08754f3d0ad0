import type { ReceivedMessage } from '@portal/contracts';
import { useState } from 'react';
import { useNotify } from '../../../components/notify/notify-context.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { formatDate } from '../../../lib/format.ts';
import { useReadMessage } from '../api/read-message.ts';
import { inboxTexts } from '../inbox-texts.ts';

/** A rep's messages, newest first; opening an unread one marks it read. */
export const ReceivedMessages = ({ messages }: { messages: ReceivedMessage[] }) => {
  const [open, setOpen] = useState<number | null>(null);
  const read = useReadMessage();
  const notify = useNotify();

  const toggle = (message: ReceivedMessage) => {
    const opening = open !== message.id;
    setOpen(opening ? message.id : null);
    if (opening && !message.read)
      read.mutate(message.id, {
        onError: (error) => notify.error(isApiError(error) ? error.message : inboxTexts.readError),
      });
  };

  if (messages.length === 0) return <p className="popover-empty">{inboxTexts.noMessages}</p>;
  return (
    <ul className="inbox-list">
      {messages.map((message) => {
        const expanded = open === message.id;
        return (
          <li key={message.id} className={`inbox-item${message.read ? '' : ' is-unread'}`}>
            <button
              type="button"
              className="inbox-link"
              aria-expanded={expanded}
              aria-controls={`message-${message.id}`}
              onClick={() => toggle(message)}
            >
              <i className="pi pi-envelope inbox-kind-icon" aria-hidden="true" />
              <span className="inbox-item-body">
                <span className="inbox-item-title">{message.title}</span>
                <span className="inbox-item-meta">
                  {inboxTexts.from(message.sentBy)} · {formatDate(message.sentOn)}
                </span>
              </span>
              {!message.read && <span className="inbox-new">{inboxTexts.newLabel}</span>}
            </button>
            {expanded && (
              <p id={`message-${message.id}`} className="inbox-message-text">
                {message.text}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
};
