import { MAX_MESSAGE_TEXT_LENGTH, MAX_MESSAGE_TITLE_LENGTH } from '@portal/contracts';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState, type FormEvent, type ReactNode } from 'react';
import { MultiSelectFilter } from '../../../components/filters/multi-select-filter.tsx';
import { useNotify } from '../../../components/notify/notify-context.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useRecipients, type Recipient } from '../api/get-recipients.ts';
import { useSendMessage } from '../api/send-message.ts';
import { inboxTexts } from '../inbox-texts.ts';

/**
 * Nova mensagem (rep-0 users): to every rep of the team or to chosen ones. The server judges the scope and the
 * lengths and answers in Portuguese; its message shows under the form.
 */
/** A labelled input with its "n/max caracteres" counter under it; the input names `<id>-count` as its description. */
const CountedField = ({
  id,
  label,
  length,
  max,
  children,
}: {
  id: string;
  label: string;
  length: number;
  max: number;
  children: ReactNode;
}) => (
  <div className="filter-field">
    <label htmlFor={id}>{label}</label>
    {children}
    <small id={`${id}-count`} className="inbox-counter">
      {inboxTexts.characters(length, max)}
    </small>
  </div>
);

export const NewMessageForm = ({ onDone }: { onDone: () => void }) => {
  const recipients = useRecipients();
  const send = useSendMessage();
  const notify = useNotify();
  const [toAll, setToAll] = useState(false);
  const [chosen, setChosen] = useState<number[]>([]);
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(toAll ? { title, text, toAll: true } : { title, text, representativeIds: chosen }, {
      onSuccess: () => {
        notify.success(inboxTexts.messageSent);
        onDone();
      },
    });
  };
  const error = send.error ? (isApiError(send.error) ? send.error.message : String(send.error)) : null;

  return (
    <form className="inbox-form" onSubmit={submit} noValidate>
      <label className="inbox-check">
        <input type="checkbox" checked={toAll} onChange={(event) => setToAll(event.target.checked)} />
        {inboxTexts.toAll}
      </label>
      <MultiSelectFilter<Recipient, number>
        id="message-recipients"
        label={inboxTexts.recipients}
        options={recipients.data ?? []}
        value={toAll ? [] : chosen}
        onChange={setChosen}
        optionLabel={(rep) => `${rep.id} - ${rep.name}`}
        optionValue={(rep) => rep.id}
        disabled={toAll}
        loading={recipients.isPending}
        placeholder={inboxTexts.recipientsPlaceholder}
      />
      <CountedField
        id="message-title"
        label={inboxTexts.title}
        length={title.length}
        max={MAX_MESSAGE_TITLE_LENGTH}
      >
        <InputText
          id="message-title"
          value={title}
          maxLength={MAX_MESSAGE_TITLE_LENGTH}
          onChange={(event) => setTitle(event.target.value)}
          aria-describedby="message-title-count"
        />
      </CountedField>
      <CountedField
        id="message-text"
        label={inboxTexts.text}
        length={text.length}
        max={MAX_MESSAGE_TEXT_LENGTH}
      >
        <InputTextarea
          id="message-text"
          value={text}
          rows={4}
          maxLength={MAX_MESSAGE_TEXT_LENGTH}
          onChange={(event) => setText(event.target.value)}
          aria-describedby="message-text-count"
        />
      </CountedField>
      {error && (
        <p className="inbox-error" role="alert">
          {error}
        </p>
      )}
      <div className="inbox-actions">
        <button type="button" className="p-button p-button-text p-button-sm" onClick={onDone}>
          {inboxTexts.back}
        </button>
        <button type="submit" className="p-button p-button-sm" disabled={send.isPending}>
          <i className="pi pi-send" aria-hidden="true" />{' '}
          {send.isPending ? inboxTexts.sending : inboxTexts.send}
        </button>
      </div>
    </form>
  );
};
