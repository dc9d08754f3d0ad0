import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import sharp from 'sharp';
import type { Session } from './session.ts';
import { decodedText, type ImportEncoding } from './text-encoding.ts';

// products.csv's optional `image` (docs/domain.md §6; docs/decisions/114): a JPEG, PNG or WebP of at most 5 MB in the
// import folder's images/, kept in the database as a phone-sized WebP, addressed by the original's SHA-256 so an
// unchanged photo is never decoded again and a changed one gets a new URL. Checked and stored in the import's
// transaction: a bad image refuses the whole import, at its line of products.csv.

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** The longest side of the stored copy: sharp on a phone's screen, small over 4G. */
export const IMAGE_SIDE = 800;

const formatOf = (bytes: Buffer): 'jpeg' | 'png' | 'webp' | undefined => {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  return undefined;
};

const quoted = (name: string): string => `"${name.length > 60 ? `${name.slice(0, 60)}…` : name}"`;

/**
 * The line of each reference in products.csv (physical lines, as every other message counts them), and whether its
 * header has the `image` column.
 */
const linesOfProducts = async (
  path: string,
  encoding?: ImportEncoding,
): Promise<{ lines: Map<string, number>; withImage: boolean }> => {
  let text = '';
  for await (const chunk of decodedText(path, encoding)) text += chunk;
  const records = parse(text, { bom: true, relax_column_count: true, info: true }) as unknown as {
    record: string[];
    info: { lines: number };
  }[];
  const header = (records[0]?.record ?? []).map((name) => name.trim());
  const at = header.indexOf('reference');
  const lines = new Map<string, number>();
  for (const { record, info } of records.slice(1)) {
    const reference = record[at]?.trim();
    if (reference) lines.set(reference, info.lines - (record.join(',').split('\n').length - 1));
  }
  return { lines, withImage: header.includes('image') };
};

type Wanted = { reference: string; image: string; stored_key: string | null };

/**
 * Checks and stores the photos of products.csv's products; returns the problems (none stored then). Products without
 * an image lose their stored copy. Only the products this file lists with an `image` column are read from images/:
 * a file without the column, like any optional column left out, keeps what is stored, and so does a product the file
 * does not list.
 */
export const storeProductImages = async (
  session: Session,
  dir: string,
  encoding?: ImportEncoding,
): Promise<string[]> => {
  await session.query(
    `delete from product_images pi using products p where p.reference = pi.reference and p.image is null`,
  );
  const { rows } = await session.query<Wanted>(
    `select p.reference, p.image, pi.key::text as stored_key
       from products p left join product_images pi on pi.reference = p.reference
      where p.image is not null order by p.reference`,
  );
  if (rows.length === 0) return [];
  const { lines, withImage } = await linesOfProducts(join(dir, 'products.csv'), encoding);
  if (!withImage) return [];
  const problems: string[] = [];
  const problem = (row: Wanted, reason: string) =>
    problems.push(`products.csv:${lines.get(row.reference) ?? '?'}: image: ${reason}: ${quoted(row.image)}`);
  const ready: { row: Wanted; key: string; bytes: Buffer }[] = [];
  for (const row of rows) {
    if (!lines.has(row.reference)) continue;
    // A name, never a path: the import reads nothing outside images/.
    if (/[/\\]/.test(row.image) || row.image.startsWith('.')) {
      problem(row, 'use só o nome do arquivo, sem pastas');
      continue;
    }
    const path = join(dir, 'images', row.image);
    if (!existsSync(path) || !statSync(path).isFile()) {
      problem(row, 'arquivo não encontrado em images/');
      continue;
    }
    if (statSync(path).size > MAX_IMAGE_BYTES) {
      problem(row, 'arquivo com mais de 5 MB');
      continue;
    }
    const bytes = readFileSync(path);
    if (!formatOf(bytes)) {
      problem(row, 'formato não aceito (use JPEG, PNG ou WebP)');
      continue;
    }
    ready.push({ row, key: createHash('sha256').update(bytes).digest('hex'), bytes });
  }
  for (const { row, key, bytes } of ready) {
    if (row.stored_key === key) continue;
    let copy: Buffer;
    try {
      copy = await sharp(bytes)
        .rotate()
        .resize({ width: IMAGE_SIDE, height: IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 78 })
        .toBuffer();
    } catch {
      problem(row, 'imagem ilegível');
      continue;
    }
    if (problems.length > 0) continue;
    await session.query(
      `insert into product_images (reference, source_name, key, content_type, data)
       values ($1, $2, $3, 'image/webp', $4)
       on conflict (reference) do update
         set source_name = excluded.source_name, key = excluded.key, content_type = excluded.content_type,
             data = excluded.data`,
      [row.reference, row.image, key, copy],
    );
  }
  return problems;
};
