import { useState } from 'react';
import { useMessages } from '../api/get-messages.ts';
import { inboxTexts } from '../inbox-texts.ts';
import { NewMessageForm } from './new-message-form.tsx';
import { ReceivedMessages } from './received-messages.tsx';
import { SentMessages } from './sent-messages.tsx';

/**
 * Mensagens (docs/domain.md §5.5): a rep reads their own; a rep-0 user writes (Nova mensagem) and sees how many of
 * the reps read each one.
 */
export const MessagesPanel = ({ canWrite }: { canWrite: boolean }) => {
  const { data, isPending, isError } = useMessages();
  const [writing, setWriting] = useState(false);

  return (
    <div className="inbox-panel">
      <div className="inbox-header">
        <h2>{writing ? inboxTexts.newMessage : canWrite ? inboxTexts.sent : inboxTexts.messages}</h2>
        {!writing && data && data.unread > 0 && (
          <span className="inbox-count">{inboxTexts.unread(data.unread)}</span>
        )}
        {canWrite && !writing && (
          <button type="button" className="p-button p-button-sm" onClick={() => setWriting(true)}>
            <i className="pi pi-pencil" aria-hidden="true" /> {inboxTexts.newMessage}
          </button>
        )}
      </div>
      {writing ? (
        <NewMessageForm onDone={() => setWriting(false)} />
      ) : (
        <>
          {isPending && <p className="popover-empty">{inboxTexts.loading}</p>}
          {isError && (
            <p className="popover-empty" role="alert">
              {inboxTexts.messagesError}
            </p>
          )}
          {data &&
            (canWrite ? (
              <SentMessages messages={data.sent} />
            ) : (
              <ReceivedMessages messages={data.received} />
            ))}
        </>
      )}
    </div>
  );
};
