import { z } from 'zod';
import { count, defineCall, intItem, isoDate } from '../common.ts';

// Mensagens (docs/domain.md §5.5; docs/decisions/075): a rep-0 user writes to the reps of their scope (all of them or
// chosen ones); a rep reads their own and marks them read. Owned by the portal, never imported.

export const MAX_MESSAGE_TITLE_LENGTH = 120;
export const MAX_MESSAGE_TEXT_LENGTH = 2000;
/** A team is never this large; the bound keeps one request's work finite. */
export const MAX_MESSAGE_RECIPIENTS = 500;

const requiredText = (missing: string, tooLong: string, max: number) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);

export const messageBody = z
  .object({
    title: requiredText('Informe o título', 'Título com mais de 120 caracteres', MAX_MESSAGE_TITLE_LENGTH),
    text: requiredText('Informe o texto', 'Texto com mais de 2.000 caracteres', MAX_MESSAGE_TEXT_LENGTH),
    /** Every rep of the sender's scope. */
    toAll: z.boolean({ error: 'Destinatários inválidos' }).optional().default(false),
    /** Chosen reps, when not toAll. */
    representativeIds: z
      .array(intItem.min(1, 'Representante inválido'), { error: 'Destinatários inválidos' })
      .max(MAX_MESSAGE_RECIPIENTS, `Mais de ${MAX_MESSAGE_RECIPIENTS} destinatários`)
      .optional()
      .default([]),
  })
  .refine((body) => body.toAll || body.representativeIds.length > 0, {
    message: 'Escolha ao menos um destinatário',
    path: ['representativeIds'],
  });
export type MessageBody = z.input<typeof messageBody>;

export const messageIdParams = z.object({
  id: z.coerce
    .number({ error: 'Mensagem inválida' })
    .int('Mensagem inválida')
    .min(1, 'Mensagem inválida')
    .max(2_147_483_647, 'Mensagem inválida'),
});

/** A message as its reader (a rep) sees it. */
export const receivedMessage = z.object({
  id: count,
  title: z.string(),
  text: z.string(),
  /** The login that wrote it. */
  sentBy: z.string(),
  /** When it was written (real clock, ISO 8601). */
  sentAt: z.string(),
  /** The business day it was written. */
  sentOn: isoDate,
  read: z.boolean(),
});
export type ReceivedMessage = z.infer<typeof receivedMessage>;

/** A message as its writer (a rep-0 user) sees it: to whom, and how many read it. */
export const sentMessage = z.object({
  id: count,
  title: z.string(),
  text: z.string(),
  sentBy: z.string(),
  sentAt: z.string(),
  sentOn: isoDate,
  recipients: z.array(count),
  readCount: count,
});
export type SentMessage = z.infer<typeof sentMessage>;

export const messagesAnswer = z.object({
  /** The caller's own (a rep), newest first, read or not. */
  received: z.array(receivedMessage),
  /** What the caller wrote (a rep-0 user), newest first. */
  sent: z.array(sentMessage),
  /** Unread among `received`. */
  unread: count,
});
export type MessagesAnswer = z.infer<typeof messagesAnswer>;

export const messageReadAnswer = z.object({ id: count, read: z.literal(true) });

export const messagesCall = defineCall({ method: 'GET', url: '/api/v1/messages', answer: messagesAnswer });
export const sendMessageCall = defineCall({
  method: 'POST',
  url: '/api/v1/messages',
  body: messageBody,
  answer: sentMessage,
});
export const readMessageCall = defineCall({
  method: 'POST',
  url: '/api/v1/messages/:id/read',
  params: messageIdParams,
  answer: messageReadAnswer,
});
