import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CatalogAnswer } from '@portal/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFolder } from '../../import/import-folder.ts';
import { buildOrdersApp, ESTRELA, ordersFolder, type OrdersApp } from '../../testing/orders-fixture.ts';
import { databaseKinds } from '../../testing/test-database.ts';

// products.csv's optional image (docs/domain.md §6; docs/decisions/114): checked at its line, kept as a phone-sized
// WebP, served by its key without a session, and a neutral placeholder (null) without one.

const PRODUCTS = `reference,description,collection_code,quota_article_code,image
VER25.0001,CAMISETA BÁSICA,VER25,MAL,camiseta.png
VER25.0002,CALÇA JEANS SKINNY,VER25,JEA,
VER25.0003,MEIA CANO CURTO,VER25,MAL,meia.jpg
VER25.0004,BONÉ ABA RETA,VER25,MAL,
`;

describe.each(databaseKinds)('catalog photos on %s', (kind) => {
  let t: OrdersApp;
  let folder: { dir: string; remove: () => void };
  beforeAll(async () => {
    t = await buildOrdersApp(kind);
    folder = ordersFolder({ 'products.csv': PRODUCTS });
    mkdirSync(join(folder.dir, 'images'));
  });
  afterAll(async () => {
    await t?.close();
    folder?.remove();
  });

  const photo = (width: number, height: number, format: 'png' | 'jpeg') => {
    const image = sharp({ create: { width, height, channels: 3, background: '#204080' } });
    return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
  };

  it('refuses a missing, oversized or unknown image at its line, storing nothing', async () => {
    writeFileSync(join(folder.dir, 'images', 'camiseta.png'), Buffer.from('GIF89a……'));
    const result = await importFolder(t.handle, folder.dir);
    expect(result).toEqual({
      ok: false,
      problems: [
        'products.csv:2: image: formato não aceito (use JPEG, PNG ou WebP): "camiseta.png"',
        'products.csv:4: image: arquivo não encontrado em images/: "meia.jpg"',
      ],
    });
    writeFileSync(join(folder.dir, 'images', 'meia.jpg'), Buffer.alloc(5 * 1024 * 1024 + 1, 0xff));
    const big = await importFolder(t.handle, folder.dir);
    expect(big.ok ? [] : big.problems).toContain(
      'products.csv:4: image: arquivo com mais de 5 MB: "meia.jpg"',
    );
  });

  it('keeps a phone-sized copy and serves it by its key, without a session', async () => {
    writeFileSync(join(folder.dir, 'images', 'camiseta.png'), await photo(1600, 1200, 'png'));
    writeFileSync(join(folder.dir, 'images', 'meia.jpg'), await photo(300, 200, 'jpeg'));
    const result = await importFolder(t.handle, folder.dir);
    if (!result.ok) throw new Error(result.problems.join('\n'));
    const catalog = await t.call<CatalogAnswer>('GET', `/api/v1/catalog?customerRegister=${ESTRELA}`, 'REP1');
    const urls = Object.fromEntries(catalog.body.references.map((r) => [r.reference, r.imageUrl]));
    expect(urls['VER25.0002']).toBeNull();
    expect(urls['VER25.0001']).toMatch(/^\/api\/v1\/catalog\/images\/[0-9a-f]{64}$/);
    const response = await t.app.inject({ method: 'GET', url: urls['VER25.0001'] as string });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 600]);
    // A small photo is not enlarged.
    const sock = await t.app.inject({ method: 'GET', url: urls['VER25.0003'] as string });
    expect((await sharp(sock.rawPayload).metadata()).width).toBe(300);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/catalog/images/${'0'.repeat(64)}` })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/catalog/images/x' })).statusCode).toBe(400);
  });

  it('keeps the stored photos when a later products.csv has no image column or leaves a product out', async () => {
    const urlsNow = async () =>
      Object.fromEntries(
        (
          await t.call<CatalogAnswer>('GET', `/api/v1/catalog?customerRegister=${ESTRELA}`, 'REP1')
        ).body.references.map((r) => [r.reference, r.imageUrl]),
      );
    const before = await urlsNow();
    expect(before['VER25.0001']).toMatch(/^\/api\/v1\/catalog\/images\//);
    // The nightly export without photos: no image column, no images/ folder, one description changed.
    const withoutColumn = ordersFolder({
      'products.csv': `reference,description,collection_code,quota_article_code
VER25.0001,CAMISETA BÁSICA NOVA,VER25,MAL
VER25.0002,CALÇA JEANS SKINNY,VER25,JEA
VER25.0003,MEIA CANO CURTO,VER25,MAL
VER25.0004,BONÉ ABA RETA,VER25,MAL
`,
    });
    // Only the cap gets a photo; the others are not listed, and images/ holds the cap's alone.
    const onlyTheCap = ordersFolder({
      'products.csv': `reference,description,collection_code,quota_article_code,image
VER25.0004,BONÉ ABA RETA,VER25,MAL,bone.png
`,
    });
    mkdirSync(join(onlyTheCap.dir, 'images'));
    writeFileSync(join(onlyTheCap.dir, 'images', 'bone.png'), await photo(100, 100, 'png'));
    try {
      const first = await importFolder(t.handle, withoutColumn.dir);
      expect(first.ok ? [] : first.problems).toEqual([]);
      expect(await urlsNow()).toEqual(before);
      const second = await importFolder(t.handle, onlyTheCap.dir);
      expect(second.ok ? [] : second.problems).toEqual([]);
      const after = await urlsNow();
      expect(after['VER25.0001']).toBe(before['VER25.0001']);
      expect(after['VER25.0003']).toBe(before['VER25.0003']);
      const stored = await t.handle.db
        .selectFrom('product_images')
        .select(['reference', 'source_name'])
        .orderBy('reference')
        .execute();
      expect(stored).toEqual([
        { reference: 'VER25.0001', source_name: 'camiseta.png' },
        { reference: 'VER25.0003', source_name: 'meia.jpg' },
        { reference: 'VER25.0004', source_name: 'bone.png' },
      ]);
      const description = await t.handle.db
        .selectFrom('products')
        .select(['description', 'image'])
        .where('reference', '=', 'VER25.0001')
        .executeTakeFirstOrThrow();
      expect(description).toEqual({ description: 'CAMISETA BÁSICA NOVA', image: 'camiseta.png' });
    } finally {
      withoutColumn.remove();
      onlyTheCap.remove();
    }
  });
});
