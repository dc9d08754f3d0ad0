import { createReadStream } from 'node:fs';
import { basename } from 'node:path';
import { TextDecoder } from 'node:util';
import { lineOfInvalidUtf8 } from './utf8-position.ts';

/** How the ERP's files are written: UTF-8 (the default), or Windows-1252, what many Brazilian ERPs export. */
export type ImportEncoding = 'utf-8' | 'windows-1252';

const names: Record<string, ImportEncoding> = {
  'utf-8': 'utf-8',
  utf8: 'utf-8',
  'windows-1252': 'windows-1252',
  cp1252: 'windows-1252',
  latin1: 'windows-1252',
  'iso-8859-1': 'windows-1252',
};

export const encodingNames = Object.keys(names);

/** The encoding a name stands for (Latin-1 is read as Windows-1252, as browsers do); undefined when unknown. */
export const encodingNamed = (name: string): ImportEncoding | undefined => names[name.trim().toLowerCase()];

/** What the refusal of a file not in UTF-8 tells the user to do, on the command line (importFolder's encodingHint). */
export const CLI_ENCODING_HINT = 'importe com --encoding windows-1252';

/** A file that is not in the encoding it was read with; the message is a ready `file:line: …` problem. */
export class EncodingProblem extends Error {}

const hasUtf8Bom = (bytes: Buffer): boolean =>
  bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;

const problemAt = async (path: string): Promise<EncodingProblem> => {
  const line = await lineOfInvalidUtf8(path);
  return new EncodingProblem(
    `${basename(path)}:${line}: codificação: o arquivo não é UTF-8 válido (ERPs costumam exportar em ` +
      `Windows-1252/Latin-1): ${CLI_ENCODING_HINT}`,
  );
};

/**
 * The file's text, in chunks, read the same way by every path of the import. UTF-8 is decoded strictly: a byte that
 * is not UTF-8 throws EncodingProblem naming its line, instead of turning names into `CASA GA�CHA`. A UTF-8 BOM is
 * skipped, and it wins over a windows-1252 flag: such a file can only be UTF-8.
 */
export async function* decodedText(
  path: string,
  encoding: ImportEncoding = 'utf-8',
  chunkBytes = 1 << 20,
): AsyncGenerator<string> {
  let decoder: TextDecoder | undefined;
  let strict = true;
  for await (const chunk of createReadStream(path, { highWaterMark: chunkBytes })) {
    const bytes = chunk as Buffer;
    if (!decoder) {
      strict = encoding === 'utf-8' || hasUtf8Bom(bytes);
      decoder = strict ? new TextDecoder('utf-8', { fatal: true }) : new TextDecoder('windows-1252');
    }
    let text: string;
    try {
      text = decoder.decode(bytes, { stream: true });
    } catch {
      throw await problemAt(path);
    }
    if (text.length > 0) yield text;
  }
  if (!decoder) return;
  let rest: string;
  try {
    rest = decoder.decode();
  } catch {
    throw await problemAt(path);
  }
  if (rest.length > 0) yield rest;
}

/** The whole file's text (small files only). */
export const readDecoded = async (path: string, encoding?: ImportEncoding): Promise<string> => {
  let text = '';
  for await (const chunk of decodedText(path, encoding)) text += chunk;
  return text;
};
