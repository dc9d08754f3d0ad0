import { createWriteStream } from 'node:fs';
import { lstat, mkdir, mkdtemp, readdir, rm, statfs } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { fileSpecs } from '../../import/file-specs.ts';
import { stillRunning } from '../../import/import-history.queries.ts';

// An ERP export uploaded as a zip (docs/decisions/122): received into a private folder, its central directory read
// and checked whole before a byte is extracted, then extracted with every size checked again as it is written.

export type UploadLimits = {
  /** The zip itself (PORTAL_IMPORT_MAX_MB). */
  maxBytes: number;
  /** Everything it unpacks to. */
  maxUnpackedBytes: number;
  /** Unpacked : packed, for an entry of more than a megabyte: CSVs pack ten to thirty times, a bomb thousands. */
  maxRatio: number;
  maxEntries: number;
  /** Files in images/ (docs/decisions/192). */
  maxImages: number;
  /** What images/ unpacks to: photos hardly compress, so no more than the zip itself (docs/decisions/192). */
  maxImagesBytes: number;
};

/** The most photos an upload may carry: a catalogue's products, with room to spare (docs/decisions/192). */
export const MAX_UPLOAD_IMAGES = 10_000;

/** An upload refused before anything is imported: 400, or 413 for its size. Messages are the screen's. */
export class UploadRefused extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024).toLocaleString('pt-BR')} MB`;

export const tooLarge = (limits: UploadLimits) =>
  new UploadRefused(413, `O arquivo passa do limite de ${megabytes(limits.maxBytes)} para envio`);

/** Streams the request body into `file`, stopping at the limit. */
export const receiveUpload = async (body: Readable, file: string, limits: UploadLimits): Promise<number> => {
  let received = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      if (received > limits.maxBytes) done(tooLarge(limits));
      else done(null, chunk);
    },
  });
  await pipeline(body, counter, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
  if (received === 0) throw new UploadRefused(400, 'Envie o arquivo zip exportado pelo ERP');
  return received;
};

const importFiles = new Set(fileSpecs.map((spec) => spec.file));
const SYMLINK = 0o120000;
const FILE_TYPE_MASK = 0o170000;
const RATIO_FROM_BYTES = 1024 * 1024;

const isImage = (path: string) => path.startsWith('images/') && path.length > 'images/'.length;

const tooManyImages = (limits: UploadLimits) =>
  new UploadRefused(
    400,
    `O arquivo zip tem mais de ${limits.maxImages.toLocaleString('pt-BR')} imagens em images/: envio recusado, nada foi importado`,
  );
const imagesTooLarge = (limits: UploadLimits) =>
  new UploadRefused(
    400,
    `As imagens do arquivo zip (images/) passariam de ${megabytes(limits.maxImagesBytes)} descompactadas, o limite do envio: ` +
      'envio recusado, nada foi importado',
  );
const unpackedTooLarge = (limits: UploadLimits, name: string) =>
  new UploadRefused(
    400,
    `O arquivo zip descompactado passaria de ${megabytes(limits.maxUnpackedBytes)} ou tem compressão anormal (${name}): envio recusado`,
  );

const escapes = (name: string) =>
  new UploadRefused(
    400,
    `O arquivo zip tem um caminho que sai da pasta (${name}): envio recusado, nada foi importado`,
  );

/** One entry to extract: its name in the zip and its path under the target folder. */
export type PlannedEntry = { name: string; path: string; bytes: number };
export type Plan = { entries: PlannedEntry[]; csvFiles: string[] };

const openZip = async (file: string) => {
  try {
    return await yauzl.openPromise(file, {
      lazyEntries: true,
      autoClose: false,
      decodeStrings: true,
      validateEntrySizes: true,
      strictFileNames: true,
    });
  } catch {
    throw new UploadRefused(400, 'O arquivo enviado não é um zip válido');
  }
};

/**
 * Reads every entry's header and decides, before extracting anything: the files at the root or in one folder, the
 * import's CSV files and `images/`; a path leaving the folder, a link or an encrypted entry refuses the whole upload;
 * so do sizes past the limits, which a zip bomb declares (and if it lies, the extraction stops at the declared size).
 */
export const planExtraction = async (file: string, limits: UploadLimits): Promise<Plan> => {
  const zip = await openZip(file);
  try {
    const names: { name: string; bytes: number }[] = [];
    let unpacked = 0;
    try {
      for await (const entry of zip.eachEntry()) {
        const name = entry.fileName;
        if (names.length >= limits.maxEntries)
          throw new UploadRefused(400, `O arquivo zip tem mais de ${limits.maxEntries} arquivos`);
        if (((entry.externalFileAttributes >>> 16) & FILE_TYPE_MASK) === SYMLINK)
          throw new UploadRefused(
            400,
            `O arquivo zip contém um link (${name}): envio recusado, nada foi importado`,
          );
        if (entry.isEncrypted())
          throw new UploadRefused(400, `O arquivo zip tem um arquivo protegido por senha (${name})`);
        if (name.endsWith('/')) continue;
        unpacked += entry.uncompressedSize;
        const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
        if (
          unpacked > limits.maxUnpackedBytes ||
          (entry.uncompressedSize > RATIO_FROM_BYTES && ratio > limits.maxRatio)
        )
          throw unpackedTooLarge(limits, name);
        names.push({ name, bytes: entry.uncompressedSize });
      }
    } catch (error) {
      if (error instanceof UploadRefused) throw error;
      // yauzl refuses '../', absolute paths and backslashes in names while reading the directory.
      const message = error instanceof Error ? error.message : String(error);
      const bad = /^(invalid relative path|absolute path|invalid characters in fileName): (.*)$/.exec(
        message,
      );
      if (bad) throw escapes(bad[2] ?? '');
      throw new UploadRefused(400, 'O arquivo enviado não é um zip válido');
    }
    return plan(names, limits);
  } finally {
    zip.close();
  }
};

/**
 * The files at the root, or all inside one folder (a zipped export folder); `images/` keeps its layout, within its
 * count and size.
 */
const plan = (names: { name: string; bytes: number }[], limits: UploadLimits): Plan => {
  const tops = new Set(names.map(({ name }) => (name.includes('/') ? name.split('/')[0] : '')));
  const [onlyTop] = tops;
  const prefix = tops.size === 1 && onlyTop && onlyTop !== 'images' ? `${onlyTop}/` : '';
  const entries: PlannedEntry[] = [];
  let images = 0;
  let imagesBytes = 0;
  for (const { name, bytes } of names) {
    const path = name.slice(prefix.length);
    if (isImage(path)) {
      images += 1;
      imagesBytes += bytes;
      if (images > limits.maxImages) throw tooManyImages(limits);
      if (imagesBytes > limits.maxImagesBytes) throw imagesTooLarge(limits);
    }
    if (importFiles.has(path) || isImage(path)) entries.push({ name, path, bytes });
  }
  const csvFiles = entries.filter((entry) => importFiles.has(entry.path)).map((entry) => entry.path);
  if (csvFiles.length === 0)
    throw new UploadRefused(
      400,
      `O arquivo zip não tem nenhum dos arquivos da importação (esperados: ${[...importFiles].join(', ')})`,
    );
  return { entries, csvFiles };
};

/** Refuses what would not fit on the disk, with room to spare for the import's own work. */
export const checkFreeSpace = async (folder: string, plan: Plan): Promise<void> => {
  const needed = plan.entries.reduce((sum, entry) => sum + entry.bytes, 0);
  const stats = await statfs(folder);
  const free = stats.bavail * stats.bsize;
  if (needed * 1.1 > free)
    throw new UploadRefused(400, `Não há espaço em disco para descompactar o arquivo (${megabytes(needed)})`);
};

/**
 * Extracts the planned entries under `target`, each no larger than declared, and counting the bytes really written
 * against the limits, whatever the directory said.
 */
export const extractPlanned = async (
  file: string,
  plan: Plan,
  target: string,
  limits: UploadLimits,
): Promise<void> => {
  const root = resolve(target);
  const wanted = new Map(plan.entries.map((entry) => [entry.name, entry]));
  const zip = await openZip(file);
  let total = 0;
  let images = 0;
  let imagesBytes = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      const planned = wanted.get(entry.fileName);
      if (!planned) continue;
      const path = resolve(root, planned.path);
      if (!path.startsWith(root + sep)) throw escapes(entry.fileName);
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      let written = 0;
      const image = isImage(planned.path);
      if (image && ++images > limits.maxImages) throw tooManyImages(limits);
      const guard = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          written += chunk.length;
          total += chunk.length;
          if (image) imagesBytes += chunk.length;
          if (written > planned.bytes)
            done(new UploadRefused(400, `O arquivo ${entry.fileName} é maior do que o zip declara`));
          else if (total > limits.maxUnpackedBytes) done(unpackedTooLarge(limits, entry.fileName));
          else if (imagesBytes > limits.maxImagesBytes) done(imagesTooLarge(limits));
          else done(null, chunk);
        },
      });
      try {
        await pipeline(
          await zip.openReadStreamPromise(entry),
          guard,
          createWriteStream(path, { flags: 'wx', mode: 0o600 }),
        );
      } catch (error) {
        if (error instanceof UploadRefused) throw error;
        throw new UploadRefused(400, `O arquivo ${entry.fileName} do zip está corrompido`);
      }
    }
  } finally {
    zip.close();
  }
};

export const filesFolder = (workFolder: string) => join(workFolder, 'arquivos');

/** `portal-envio-<pid>-XXXXXX`: the process that unpacks there, so a later start can tell a left folder (decision 192). */
const UPLOAD_FOLDER = /^portal-envio-(\d+)-/;

/** A private (0700) folder for one upload, named for this process. */
export const makeUploadFolder = (parent: string): Promise<string> =>
  mkdtemp(join(parent, `portal-envio-${process.pid}-`));

/**
 * Removes the upload folders whose process is gone (a kill -9 mid-import leaves the unpacked export behind); another
 * server's live upload in the same temporary folder is left alone. Returns the names removed.
 */
export const removeLeftUploads = async (parent: string): Promise<string[]> => {
  const removed: string[] = [];
  for (const name of await readdir(parent).catch(() => [] as string[])) {
    const pid = UPLOAD_FOLDER.exec(name)?.[1];
    if (!pid) continue;
    const path = join(parent, name);
    const info = await lstat(path).catch(() => undefined);
    // The folder's mtime is its last entry's: before this process started, when it is another life's.
    if (!info?.isDirectory() || stillRunning(Number(pid), info.mtime)) continue;
    await rm(path, { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
};
