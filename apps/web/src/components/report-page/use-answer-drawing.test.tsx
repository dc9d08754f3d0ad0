import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAnswerDrawing } from './use-answer-drawing.ts';

/** Every value the hook returned, render by render: what the screen showed (spinner while true). */
const Probe = ({ isFetching, data, seen }: { isFetching: boolean; data: unknown; seen: boolean[] }) => {
  seen.push(useAnswerDrawing(isFetching, data));
  return null;
};

describe('useAnswerDrawing', () => {
  it('keeps the spinner for the first drawing of an answer that arrived after a query, then lets it show', () => {
    const seen: boolean[] = [];
    const view = render(<Probe isFetching={true} data={undefined} seen={seen} />);
    seen.length = 0;
    view.rerender(<Probe isFetching={false} data={['CLIENTE A']} seen={seen} />);
    // First the urgent pass (spinner), then the transition that draws the answer.
    expect(seen[0]).toBe(true);
    expect(seen.at(-1)).toBe(false);
  });

  it('never waits for an answer changed in place', () => {
    const seen: boolean[] = [];
    const view = render(<Probe isFetching={false} data={['CLIENTE A']} seen={seen} />);
    seen.length = 0;
    view.rerender(<Probe isFetching={false} data={['CLIENTE B']} seen={seen} />);
    expect(seen).not.toContain(true);
  });

  it('has nothing to draw before any answer', () => {
    const seen: boolean[] = [];
    render(<Probe isFetching={false} data={undefined} seen={seen} />);
    expect(seen).not.toContain(true);
  });
});
