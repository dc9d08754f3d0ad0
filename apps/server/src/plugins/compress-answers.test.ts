import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { compressAnswersPlugin } from './compress-answers.ts';

// Answers go out compressed in one piece, with their length; streams still go through @fastify/compress (app.ts order).

const rows = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    order: 100_000 + index,
    city: 'SÃO PAULO',
    value: index + 0.25,
  }));

const appWithAnswers = async () => {
  const app = Fastify();
  await app.register(compressAnswersPlugin);
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  app.get('/small', async () => rows(5));
  app.get('/medium', async () => rows(200));
  app.get('/large', async () => rows(5_000));
  // Under 1,024 characters, over 1,024 bytes: accented names take two bytes each in UTF-8.
  app.get('/accented', async () => ({ names: Array.from({ length: 120 }, () => 'AÇÃÕÉ') }));
  app.get('/stream', async (_request, reply) =>
    reply.type('text/csv').send(Readable.from([`${'linha;valor\n'.repeat(500)}`])),
  );
  await app.ready();
  const get = (url: string, encoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: encoding === undefined ? {} : { 'accept-encoding': encoding },
    });
  return { app, get };
};

describe('compressed answers', () => {
  it('sends br to a browser that takes it, gzip to one that takes only gzip, with the length and Vary', async () => {
    const { app, get } = await appWithAnswers();
    const expected = JSON.stringify(rows(200));
    const br = await get('/medium', 'gzip, deflate, br');
    const gzip = await get('/medium', 'gzip, deflate');
    expect([br.headers['content-encoding'], gzip.headers['content-encoding']]).toEqual(['br', 'gzip']);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(expected);
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(expected);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.headers['transfer-encoding']).toBeUndefined();
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    await app.close();
  });

  it('counts the threshold in bytes as @fastify/compress does, so an accented answer near 1 KB is not streamed', async () => {
    const { app, get } = await appWithAnswers();
    const text = JSON.stringify({ names: Array.from({ length: 120 }, () => 'AÇÃÕÉ') });
    expect([text.length < 1024, Buffer.byteLength(text) >= 1024]).toEqual([true, true]);
    const answer = await get('/accented', 'br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['transfer-encoding']).toBeUndefined();
    expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
    expect(brotliDecompressSync(answer.rawPayload).toString('utf8')).toBe(text);
    await app.close();
  });

  it('compresses a large answer off the event loop to the same bytes a client unzips', async () => {
    const { app, get } = await appWithAnswers();
    const large = await get('/large', 'br');
    expect(JSON.stringify(rows(5_000)).length).toBeGreaterThan(64 * 1024);
    expect(large.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(large.rawPayload).toString('utf8')).toBe(JSON.stringify(rows(5_000)));
    await app.close();
  });

  it('leaves small answers, clients that take no compression and a q of 0 alone', async () => {
    const { app, get } = await appWithAnswers();
    const small = await get('/small', 'br');
    const plain = await get('/medium');
    const refused = await get('/medium', 'br;q=0, gzip;q=0');
    expect([small, plain, refused].map((response) => response.headers['content-encoding'])).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(plain.body).toBe(JSON.stringify(rows(200)));
    expect(refused.json()).toEqual(rows(200));
    await app.close();
  });

  it('lets @fastify/compress stream what is a stream', async () => {
    const { app, get } = await appWithAnswers();
    const csv = await get('/stream', 'gzip');
    expect(csv.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(csv.rawPayload).toString('utf8')).toBe('linha;valor\n'.repeat(500));
    await app.close();
  });
});
