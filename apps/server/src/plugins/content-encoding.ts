import type { FastifyReply } from 'fastify';

export type AnswerEncoding = 'br' | 'gzip';

/** The q-values a client gives each content coding (`Accept-Encoding`, RFC 9110 §12.5.3), lower-cased. */
const qualities = (header: string | string[] | undefined): Map<string, number> => {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const result = new Map<string, number>();
  for (const part of text.toLowerCase().split(',')) {
    const [coding = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (coding === '' || result.has(coding)) continue;
    const q = params.find((param) => param.startsWith('q='));
    result.set(coding, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  return result;
};

/** Does the client take this coding? Named with a q of 0 it is refused; unnamed, `*` decides. */
const takes = (accepted: Map<string, number>, coding: string, alias?: string): boolean => {
  const q = accepted.get(coding) ?? (alias === undefined ? undefined : accepted.get(alias));
  return q === undefined ? (accepted.get('*') ?? 0) > 0 : q > 0;
};

export const acceptsGzip = (header: string | string[] | undefined): boolean =>
  takes(qualities(header), 'gzip', 'x-gzip');

/** br when the client takes it (browsers over HTTPS), else gzip, else none. */
export const preferredEncoding = (header: string | string[] | undefined): AnswerEncoding | undefined => {
  const accepted = qualities(header);
  if (takes(accepted, 'br')) return 'br';
  return takes(accepted, 'gzip', 'x-gzip') ? 'gzip' : undefined;
};

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
