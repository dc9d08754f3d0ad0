import { describe, expect, it } from 'vitest';
import { makeProgressLine } from './progress-line.ts';

const logStream = () => {
  const lines: string[] = [];
  const stream = { isTTY: false, write: (text: string) => lines.push(text) } as unknown as NodeJS.WriteStream;
  return { lines, stream };
};

describe('progress line in a log (not a terminal)', () => {
  it('writes each new step at once, and repeats of a step at most every few seconds', () => {
    const { lines, stream } = logStream();
    const progress = makeProgressLine(stream);
    progress.update('Lendo supervisors.csv: 3 linhas', 'read:supervisors.csv');
    progress.update('Gravando supervisors.csv: 3 linhas', 'write:supervisors.csv');
    progress.update('Lendo orders.csv: 50.000 linhas', 'read:orders.csv');
    progress.update('Lendo orders.csv: 100.000 linhas', 'read:orders.csv');
    expect(lines).toEqual([
      'Lendo supervisors.csv: 3 linhas\n',
      'Gravando supervisors.csv: 3 linhas\n',
      'Lendo orders.csv: 50.000 linhas\n',
    ]);
  });
});
