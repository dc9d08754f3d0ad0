import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decodedText, encodingNamed, EncodingProblem, type ImportEncoding } from './text-encoding.ts';
import { lineOfInvalidUtf8 } from './utf8-position.ts';

const dir = mkdtempSync(join(tmpdir(), 'portal-encoding-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
const fileWith = (bytes: Buffer): string => {
  files += 1;
  const path = join(dir, `f${files}.csv`);
  writeFileSync(path, bytes);
  return path;
};

const read = async (path: string, encoding?: ImportEncoding, chunkBytes?: number): Promise<string> => {
  let text = '';
  for await (const chunk of decodedText(path, encoding, chunkBytes)) text += chunk;
  return text;
};

// "CASA GAÚCHA" as a Windows-1252 ERP writes it: Ú is the single byte 0xDA.
const latin1Name = Buffer.from([0x43, 0x41, 0x53, 0x41, 0x20, 0x47, 0x41, 0xda, 0x43, 0x48, 0x41]);

describe('decodedText', () => {
  it('reads UTF-8 split anywhere, even inside a character', async () => {
    const path = fileWith(Buffer.from('nome\nCASA GAÚCHA\nJOSÉ 😀\n', 'utf8'));
    for (const size of [1, 2, 3, 5, 64])
      expect(await read(path, 'utf-8', size)).toBe('nome\nCASA GAÚCHA\nJOSÉ 😀\n');
  });

  it('refuses bytes that are not UTF-8, naming the file, the line and the way out', async () => {
    const path = fileWith(Buffer.concat([Buffer.from('nome\nALFA\n'), latin1Name, Buffer.from('\n')]));
    const error = await read(path).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EncodingProblem);
    expect((error as Error).message).toMatch(/^f\d+\.csv:3: codificação: .*--encoding windows-1252$/);
  });

  it('refuses a file cut inside a character', async () => {
    const path = fileWith(Buffer.from([0x61, 0x0a, 0xc3]));
    await expect(read(path)).rejects.toThrow(/:2: codificação/);
  });

  it('reads Windows-1252 when told', async () => {
    const path = fileWith(Buffer.concat([latin1Name, Buffer.from([0x0a, 0x80])]));
    expect(await read(path, 'windows-1252')).toBe('CASA GAÚCHA\n€');
  });

  it('skips a UTF-8 BOM, which wins over a windows-1252 flag', async () => {
    const path = fileWith(Buffer.from('\uFEFFCASA GAÚCHA\n', 'utf8'));
    expect(await read(path)).toBe('CASA GAÚCHA\n');
    expect(await read(path, 'windows-1252')).toBe('CASA GAÚCHA\n');
  });
});

describe('lineOfInvalidUtf8', () => {
  const cases: [string, number[], number][] = [
    ['a lone continuation byte', [0x61, 0x0a, 0x80], 2],
    ['a lead byte followed by ASCII', [0x0a, 0x0a, 0xda, 0x43], 3],
    ['an overlong form', [0xc0, 0xaf], 1],
    ['a surrogate', [0x0a, 0xed, 0xa0, 0x80], 2],
    ['a code point past U+10FFFF', [0xf4, 0x90, 0x80, 0x80], 1],
    ['a lead byte before a line break', [0xda, 0x0a, 0x61], 1],
  ];
  it.each(cases)('finds %s', async (_name, bytes, line) => {
    expect(await lineOfInvalidUtf8(fileWith(Buffer.from(bytes)))).toBe(line);
  });
});

describe('encodingNamed', () => {
  it('takes the usual names of both encodings and nothing else', () => {
    expect(['utf8', 'UTF-8'].map(encodingNamed)).toEqual(['utf-8', 'utf-8']);
    expect(['windows-1252', 'cp1252', 'latin1', 'ISO-8859-1'].map(encodingNamed)).toEqual(
      Array(4).fill('windows-1252'),
    );
    expect(encodingNamed('utf-16')).toBeUndefined();
  });
});
