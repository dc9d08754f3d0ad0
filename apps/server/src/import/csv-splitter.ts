/**
 * A fast CSV splitter for the first-load path (docs/decisions/014). Most ERP lines have no quote at all: they are
 * cut with indexOf/split, several times cheaper than a general parser. A line with a quote goes through a small
 * RFC 4180 reader (a quoted field may span lines). Like csv-parse, the first line break fixes the record delimiter
 * (LF or CRLF). Anything it might read differently from csv-parse (a quote inside an unquoted field, text after a
 * closing quote, an unclosed quote, a stray CR, the other line break) throws NeedsFullParser: the import then
 * redoes the work through csv-parse, whose reading and messages are the reference.
 */
export class NeedsFullParser extends Error {}

/** `line` is the record's text when it had no quote (fields joined by commas give it back), else undefined. */
export type OnRecord = (fields: string[], line?: string) => void;
/** Offered each line without a quote before it is cut into fields; true when it took the line as it is. */
export type OnPlainLine = (line: string) => boolean;

// A record longer than this without a line break is not an ERP export: let csv-parse explain it.
const MAX_RECORD_CHARS = 1 << 22;

const LF = 10;
const CR = 13;
const QUOTE = 34;
const COMMA = 44;

export class CsvSplitter {
  private carry = '';
  private started = false;
  private crlf: boolean | undefined;

  /** Feeds decoded text; calls onRecord for every complete record in it. */
  push(text: string, onRecord: OnRecord, onPlainLine?: OnPlainLine): void {
    let data = this.carry.length > 0 ? this.carry + text : text;
    if (!this.started) {
      this.started = true;
      if (data.charCodeAt(0) === 0xfeff) data = data.slice(1);
    }
    this.carry = data.slice(this.split(data, onRecord, false, onPlainLine));
    if (this.carry.length > MAX_RECORD_CHARS) throw new NeedsFullParser('registro sem fim de linha');
  }

  /** Flushes the last record when the file does not end with a line break. */
  end(onRecord: OnRecord, onPlainLine?: OnPlainLine): void {
    if (this.carry.length > 0)
      this.split(`${this.carry}${this.crlf ? '\r\n' : '\n'}`, onRecord, true, onPlainLine);
    this.carry = '';
  }

  /** Returns where the unconsumed tail starts. */
  private split(data: string, onRecord: OnRecord, final: boolean, onPlainLine?: OnPlainLine): number {
    let start = 0;
    for (;;) {
      const newline = data.indexOf('\n', start);
      if (newline < 0) return start;
      // The quote is looked for in the line only: a search ahead through the whole chunk costs the chunk's
      // length per line when the chunk has no quote (and V8 repeats a chunk-wide scan under tsx's source maps).
      const raw = data.slice(start, newline);
      if (!raw.includes('"')) {
        if (this.crlf === undefined) this.crlf = raw.charCodeAt(raw.length - 1) === CR;
        let line = raw;
        if (this.crlf) {
          if (raw.charCodeAt(raw.length - 1) !== CR) throw new NeedsFullParser('LF sem CR');
          line = raw.slice(0, -1);
        }
        if (line.includes('\r')) throw new NeedsFullParser('CR solto');
        if (!onPlainLine?.(line)) onRecord(line.split(','), line);
        start = newline + 1;
        continue;
      }
      const quoted = this.readQuotedRecord(data, start);
      if (quoted === undefined) {
        if (final) throw new NeedsFullParser('aspas sem fechamento');
        return start;
      }
      onRecord(quoted.fields);
      start = quoted.next;
    }
  }

  /** Reads one record that holds a quote, from `start`; undefined when it continues past `data`. */
  private readQuotedRecord(data: string, start: number): { fields: string[]; next: number } | undefined {
    const fields: string[] = [];
    let at = start;
    for (;;) {
      if (data.charCodeAt(at) === QUOTE) {
        let value = '';
        let from = at + 1;
        for (;;) {
          const quote = data.indexOf('"', from);
          if (quote < 0 || quote + 1 >= data.length) return undefined;
          value += data.slice(from, quote);
          if (data.charCodeAt(quote + 1) !== QUOTE) {
            at = quote + 1;
            break;
          }
          value += '"';
          from = quote + 2;
        }
        fields.push(value);
      } else {
        let end = at;
        while (end < data.length) {
          const code = data.charCodeAt(end);
          if (code === COMMA || code === LF || code === CR) break;
          if (code === QUOTE) throw new NeedsFullParser('aspas dentro de campo sem aspas');
          end += 1;
        }
        if (end >= data.length) return undefined;
        fields.push(data.slice(at, end));
        at = end;
      }
      const code = data.charCodeAt(at);
      if (code === COMMA) {
        at += 1;
        continue;
      }
      // The record delimiter must be the one fixed by the first line (csv-parse refuses the other after a quote).
      if (this.crlf === undefined && (code === LF || code === CR)) this.crlf = code === CR;
      if (!this.crlf && code === LF) return { fields, next: at + 1 };
      if (this.crlf && code === CR) {
        if (at + 1 >= data.length) return undefined;
        if (data.charCodeAt(at + 1) === LF) return { fields, next: at + 2 };
      }
      if (at >= data.length) return undefined;
      throw new NeedsFullParser('fim de registro inesperado');
    }
  }
}
