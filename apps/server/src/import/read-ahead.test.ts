import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileSpecs, type FileSpec } from './file-specs.ts';
import { FallBackToStaging } from './load-file-direct.ts';
import { readAhead } from './read-ahead.ts';

const dir = mkdtempSync(join(tmpdir(), 'read-ahead-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const items = fileSpecs.find((spec) => spec.file === 'order_items.csv') as FileSpec;
const header = 'order_number,reference,parts,value,net_value';

const fileWith = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

// What decides whether a first load copies a file's own text (asIs) or re-writes it from the validated values.
describe('reading a file ahead of its load', () => {
  it('copies a file as it is when every row is good and already in COPY form', async () => {
    const path = fileWith('plain.csv', `${header}\n1,A1,2,10.00,9.50\n2,B2,0,0.00,0.00\n`);
    expect(await readAhead(items, path)).toMatchObject({ rows: 2, asIs: true });
  });

  it('keeps CRLF files as they are too', async () => {
    const path = fileWith('crlf.csv', `${header}\r\n1,A1,2,10.00,9.50\r\n2,B2,0,0.00,0.00\r\n`);
    expect(await readAhead(items, path)).toMatchObject({ rows: 2, asIs: true });
  });

  it('re-writes a file whose values the validator normalises, quotes or skips', async () => {
    const spaced = fileWith('spaced.csv', `${header}\n1, A1 ,2,10.00,9.50\n`);
    expect(await readAhead(items, spaced)).toMatchObject({ rows: 1, asIs: false });
    const zeros = fileWith('zeros.csv', `${header}\n0001,A1,2,10.00,9.50\n`);
    expect(await readAhead(items, zeros)).toMatchObject({ rows: 1, asIs: false });
    const quoted = fileWith('quoted.csv', `${header}\n1,"A,1",2,10.00,9.50\n`);
    expect(await readAhead(items, quoted)).toMatchObject({ rows: 1, asIs: false });
    const blank = fileWith('blank.csv', `${header}\n1,A1,2,10.00,9.50\n\n2,B2,0,0.00,0.00\n`);
    expect(await readAhead(items, blank)).toMatchObject({ rows: 2, asIs: false });
    const reordered = fileWith(
      'reordered.csv',
      'reference,order_number,parts,value,net_value\nA1,1,2,10.00,9.50\n',
    );
    expect(await readAhead(items, reordered)).toMatchObject({ rows: 1, asIs: false });
  });

  it('sends a bad row or an unusual CSV to the staged path, which explains it', async () => {
    const bad = fileWith('bad.csv', `${header}\n1,A1,dois,10.00,9.50\n`);
    await expect(readAhead(items, bad)).rejects.toBeInstanceOf(FallBackToStaging);
    const odd = fileWith('odd.csv', `${header}\n1,A"1,2,10.00,9.50\n`);
    await expect(readAhead(items, odd)).rejects.toBeInstanceOf(FallBackToStaging);
  });

  it('stops when the load has given up', async () => {
    const path = fileWith('stopped.csv', `${header}\n1,A1,2,10.00,9.50\n`);
    await expect(readAhead(items, path, { stopped: () => true })).rejects.toBeInstanceOf(FallBackToStaging);
  });
});
