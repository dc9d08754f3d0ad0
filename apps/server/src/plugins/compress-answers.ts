import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { preferredEncoding, varyOnEncoding, type AnswerEncoding } from './content-encoding.ts';

// The API's answers are strings by the time they are sent. @fastify/compress streams every payload through zlib
// (a Readable, a compressor stream, a chunked response): for a report answer that cost far more than the
// compression itself (bench/api/answer-overhead.ts). Here a string answer is compressed in one piece into a Buffer
// sent with its length: on the event loop when small, on the thread pool when larger. Streams (the app's files, exports) still go through @fastify/compress, registered
// after this plugin, which leaves an answer that already carries a Content-Encoding as it is.

const MIN_BYTES = 1024;
const SYNC_MAX_BYTES = 64 * 1024;
const brotliOptions = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const compress = (encoding: AnswerEncoding, text: string): Buffer | Promise<Buffer> => {
  if (text.length <= SYNC_MAX_BYTES) {
    return encoding === 'br' ? brotliCompressSync(text, brotliOptions) : gzipSync(text);
  }
  return encoding === 'br' ? brotliAsync(text, brotliOptions) : gzipAsync(text);
};

export const compressAnswersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    // In bytes, as @fastify/compress counts: by characters, an accented answer just under 1 KB was left to that plugin,
    // which streamed it (chunked, slower). A string of 1,024 characters or
    // more has at least as many bytes, so only shorter ones are counted (not a scan of every large answer).
    if (
      typeof payload !== 'string' ||
      reply.hasHeader('content-encoding') ||
      (payload.length < MIN_BYTES && Buffer.byteLength(payload) < MIN_BYTES)
    ) {
      return payload;
    }
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    varyOnEncoding(reply);
    if (encoding === undefined) return payload;
    reply.header('content-encoding', encoding);
    return compress(encoding, payload);
  });
});
