import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { zipOf } from '../../testing/zip-writer.ts';
import { extractPlanned, planExtraction, type UploadLimits } from './zip-upload.ts';

// The bounds of what an upload may unpack (docs/decisions/192): the count and size of images/ from the central
// directory before a byte is written, and the bytes really written while extracting.

const MB = 1024 * 1024;
const limits: UploadLimits = {
  maxBytes: MB,
  maxUnpackedBytes: 20 * MB,
  maxRatio: 200,
  maxEntries: 100_000,
  maxImages: 3,
  maxImagesBytes: MB,
};

describe('the bounds of an uploaded zip', () => {
  const base = mkdtempSync(join(tmpdir(), 'portal-zip-bounds-'));
  afterAll(() => rmSync(base, { recursive: true, force: true }));
  let n = 0;
  const zipFile = (entries: Parameters<typeof zipOf>[0]) => {
    n += 1;
    const file = join(base, `envio-${n}.zip`);
    writeFileSync(file, zipOf(entries));
    return file;
  };
  const photos = (count: number, bytes: number) =>
    Array.from({ length: count }, (_, i) => ({
      name: `exportacao/images/${i}.jpg`,
      data: Buffer.alloc(bytes, 0xff),
      deflate: true,
    }));
  const cities = { name: 'exportacao/cities.csv', data: 'code,name,state_code,population\n' };

  it('takes images/ up to its count and size', async () => {
    const plan = await planExtraction(zipFile([cities, ...photos(3, MB / 3)]), limits);
    expect(plan.entries.map((entry) => entry.path)).toEqual([
      'cities.csv',
      'images/0.jpg',
      'images/1.jpg',
      'images/2.jpg',
    ]);
  });

  it('refuses one image more than the count, from the directory', async () => {
    await expect(planExtraction(zipFile([cities, ...photos(4, 10)]), limits)).rejects.toMatchObject({
      status: 400,
      message: 'O arquivo zip tem mais de 3 imagens em images/: envio recusado, nada foi importado',
    });
  });

  it('refuses images that unpack past the limit, however small the zip, from the directory', async () => {
    await expect(planExtraction(zipFile([cities, ...photos(2, MB)]), limits)).rejects.toMatchObject({
      status: 400,
      message:
        'As imagens do arquivo zip (images/) passariam de 1 MB descompactadas, o limite do envio: envio recusado, nada foi importado',
    });
  });

  it('counts the bytes it writes, whatever the plan said', async () => {
    const file = zipFile([cities, ...photos(3, MB / 2)]);
    const generous = await planExtraction(file, { ...limits, maxImagesBytes: 2 * MB });
    const target = join(base, 'arquivos');
    await expect(extractPlanned(file, generous, target, limits)).rejects.toMatchObject({
      status: 400,
      message:
        'As imagens do arquivo zip (images/) passariam de 1 MB descompactadas, o limite do envio: envio recusado, nada foi importado',
    });
    const tight = { ...limits, maxImagesBytes: 2 * MB, maxUnpackedBytes: MB };
    await expect(extractPlanned(file, generous, join(base, 'outra'), tight)).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/^O arquivo zip descompactado passaria de 1 MB/),
    });
    // What reached the disk stops at the limit (the route then removes the folder).
    const written = readdirSync(join(target, 'images')).reduce(
      (sum, name) => sum + statSync(join(target, 'images', name)).size,
      0,
    );
    expect(written).toBeLessThanOrEqual(MB);
  });
});
