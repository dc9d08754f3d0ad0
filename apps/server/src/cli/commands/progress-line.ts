/**
 * Progress on stderr: one line rewritten in place on a terminal, plain lines when piped to a log (each new step at
 * once, then at most every few seconds), so a nightly job's log stays readable and shows where it was.
 */
export const makeProgressLine = (stream: NodeJS.WriteStream = process.stderr) => {
  let last = 0;
  let lastStep: string | undefined;
  let drawn = false;
  return {
    /** `step` names what is being done (file and phase): a new one is always written. */
    update(text: string, step?: string): void {
      if (stream.isTTY) {
        stream.write(`\r\x1b[2K${text}`);
        drawn = true;
        return;
      }
      const newStep = step !== undefined && step !== lastStep;
      if (!newStep && Date.now() - last < 3_000) return;
      last = Date.now();
      lastStep = step;
      stream.write(`${text}\n`);
    },
    done(): void {
      if (drawn) stream.write('\r\x1b[2K');
      drawn = false;
    },
  };
};

export const formatCount = (value: number): string => value.toLocaleString('pt-BR');
