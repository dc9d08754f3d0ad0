import { createReadStream } from 'node:fs';

const LF = 0x0a;

/**
 * The line (from 1) of the first byte sequence that is not valid UTF-8, by the rules TextDecoder applies (no overlong
 * forms, no surrogates, nothing past U+10FFFF). Only read once a decode failed, so the import's normal path pays
 * nothing for line numbers; a file cut inside a character reports its last line.
 */
export const lineOfInvalidUtf8 = async (path: string): Promise<number> => {
  let line = 1;
  let needed = 0;
  let lower = 0x80;
  let upper = 0xbf;
  for await (const chunk of createReadStream(path)) {
    for (const byte of chunk as Buffer) {
      if (needed > 0) {
        if (byte < lower || byte > upper) return line;
        lower = 0x80;
        upper = 0xbf;
        needed -= 1;
        continue;
      }
      if (byte === LF) line += 1;
      if (byte < 0x80) continue;
      if (byte >= 0xc2 && byte <= 0xdf) needed = 1;
      else if (byte >= 0xe0 && byte <= 0xef) {
        needed = 2;
        if (byte === 0xe0) lower = 0xa0;
        if (byte === 0xed) upper = 0x9f;
      } else if (byte >= 0xf0 && byte <= 0xf4) {
        needed = 3;
        if (byte === 0xf0) lower = 0x90;
        if (byte === 0xf4) upper = 0x8f;
      } else return line;
    }
  }
  return line;
};
