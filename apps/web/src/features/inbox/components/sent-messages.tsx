import type { SentMessage } from '@portal/contracts';
import { useState } from 'react';
import { formatDate } from '../../../lib/format.ts';
import { inboxTexts } from '../inbox-texts.ts';

/** What a rep-0 user sent, newest first, with how many of its reps read it. */
export const SentMessages = ({ messages }: { messages: SentMessage[] }) => {
  const [open, setOpen] = useState<number | null>(null);
  if (messages.length === 0) return <p className="popover-empty">{inboxTexts.noSentMessages}</p>;
  return (
    <ul className="inbox-list">
      {messages.map((message) => {
        const expanded = open === message.id;
        return (
          <li key={message.id} className="inbox-item">
            <button
              type="button"
              className="inbox-link"
              aria-expanded={expanded}
              aria-controls={`sent-${message.id}`}
              onClick={() => setOpen(expanded ? null : message.id)}
            >
              <i className="pi pi-send inbox-kind-icon" aria-hidden="true" />
              <span className="inbox-item-body">
                <span className="inbox-item-title">{message.title}</span>
                <span className="inbox-item-meta">
                  {formatDate(message.sentOn)} ·{' '}
                  <span data-testid="read-count">
                    {inboxTexts.readBy(message.readCount, message.recipients.length)}
                  </span>
                </span>
              </span>
            </button>
            {expanded && (
              <p id={`sent-${message.id}`} className="inbox-message-text">
                {message.text}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
};
