import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';

// Accept-Encoding is read by the negotiator @fastify/compress itself uses, so answers, the app's files and exports
// agree on what a client takes.

export type AnswerEncoding = 'br' | 'gzip';

/** Does the client take gzip? */
export const acceptsGzip = (header: string | undefined): boolean =>
  header !== undefined && negotiate(header, ['gzip']) === 'gzip';

/** br when the client takes it (browsers over HTTPS), else gzip, else none. */
export const preferredEncoding = (header: string | undefined): AnswerEncoding | undefined =>
  (header === undefined ? null : negotiate<AnswerEncoding>(header, ['br', 'gzip'])) ?? undefined;

/** The answer depends on Accept-Encoding too, beside whatever Vary already names (CORS adds Origin). */
export const varyOnEncoding = (reply: FastifyReply): void => {
  const vary = reply.getHeader('vary');
  const names =
    vary === undefined
      ? []
      : String(vary)
          .split(',')
          .map((name) => name.trim());
  if (!names.some((name) => name.toLowerCase() === 'accept-encoding')) {
    reply.header('vary', [...names.filter(Boolean), 'Accept-Encoding'].join(', '));
  }
};
