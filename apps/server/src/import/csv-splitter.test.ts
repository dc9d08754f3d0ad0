import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { CsvSplitter, NeedsFullParser } from './csv-splitter.ts';

/** Splits `text` fed in pieces of `size` characters, as a file stream would. */
const split = (text: string, size: number): string[][] => {
  const records: string[][] = [];
  const splitter = new CsvSplitter();
  for (let at = 0; at < text.length; at += size) {
    splitter.push(text.slice(at, at + size), (fields) => records.push(fields));
  }
  splitter.end((fields) => records.push(fields));
  return records;
};

const reference = (text: string): string[][] =>
  parse(text, { bom: true, relax_column_count: true }) as string[][];

describe('CsvSplitter', () => {
  const samples: [string, string][] = [
    ['plain lines', 'a,b,c\n1,2,3\n4,,6\n'],
    ['no final line break', 'a,b\n1,2'],
    ['CRLF', 'a,b\r\n1,2\r\n3,4\r\n'],
    ['BOM', '\uFEFFa,b\n1,2\n'],
    ['quotes, doubled quotes and commas', 'a,b\n"x, y","BOUTIQUE ""CHARME"" ME"\n"",z\n'],
    ['a quoted field over two lines', 'a,b\n1,"AV RIO BRANCO, 45\nSALA 2"\n2,"x\r\ny"\n3,4\n'],
    ['quoted fields in a CRLF file', 'a,b\r\n"1",x\r\n2,"y\r\nz"\r\n"3","4"'],
    ['short and long rows', 'a,b,c\n1,2\n1,2,3,4\n'],
  ];

  it.each(samples)('splits %s like csv-parse, whatever the chunk size', (_name, text) => {
    for (const size of [1, 2, 3, 7, 1000]) expect(split(text, size)).toEqual(reference(text));
  });

  it.each([
    ['a quote inside an unquoted field', 'a,b\n1,x"y\n'],
    ['text after a closing quote', 'a,b\n1,"x"y\n'],
    ['an unclosed quote', 'a,b\n1,"xyz\n'],
    ['a bare CR line break', 'a,b\r1,2\r'],
    ['CRLF in an LF file', 'a,b\n1,2\r\n'],
    ['LF in a CRLF file', 'a,b\r\n1,2\n'],
  ])('leaves %s to csv-parse', (_name, text) => {
    expect(() => split(text, 1000)).toThrow(NeedsFullParser);
  });
});
