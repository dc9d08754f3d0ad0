import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';

export type Cell = string | number | null | undefined;

const FLUSH_BYTES = 1 << 20;

const escape = (value: Cell): string => {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? String(value) : value;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** One CSV line of `cells`, quoted as RFC 4180 asks, with its \n. */
export const csvLine = (cells: readonly Cell[]): string => `${cells.map(escape).join(',')}\n`;

/**
 * Buffered CSV file writer (RFC 4180 quoting, \n line ends). `row` only appends to memory; callers
 * `await drain()` between units of work so a 10M-row file streams with bounded memory.
 */
export class CsvWriter {
  private readonly stream: WriteStream;
  private buffer = '';
  rows = 0;

  constructor(
    readonly path: string,
    header: readonly string[],
  ) {
    this.stream = createWriteStream(path, { encoding: 'utf8' });
    this.buffer = `${header.join(',')}\n`;
  }

  row(cells: readonly Cell[]): void {
    this.buffer += csvLine(cells);
    this.rows += 1;
  }

  async drain(): Promise<void> {
    if (this.buffer.length < FLUSH_BYTES) return;
    await this.flush();
  }

  private async flush(): Promise<void> {
    const ok = this.stream.write(this.buffer);
    this.buffer = '';
    if (!ok) await once(this.stream, 'drain');
  }

  async close(): Promise<void> {
    if (this.buffer.length > 0) await this.flush();
    this.stream.end();
    await once(this.stream, 'finish');
  }
}
