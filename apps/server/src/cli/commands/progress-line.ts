/**
 * Progress on stderr: one line rewritten in place on a terminal, plain lines (at most every few
 * seconds) when piped to a log, so a nightly job's log stays readable.
 */
export const makeProgressLine = (stream: NodeJS.WriteStream = process.stderr) => {
  let last = 0;
  let drawn = false;
  return {
    update(text: string): void {
      if (stream.isTTY) {
        stream.write(`\r\x1b[2K${text}`);
        drawn = true;
        return;
      }
      if (Date.now() - last < 3_000) return;
      last = Date.now();
      stream.write(`${text}\n`);
    },
    done(): void {
      if (drawn) stream.write('\r\x1b[2K');
      drawn = false;
    },
  };
};

export const formatCount = (value: number): string => value.toLocaleString('pt-BR');
