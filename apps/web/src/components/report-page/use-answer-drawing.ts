import { useDeferredValue } from 'react';

/**
 * Whether a new answer is still being drawn (docs/decisions/177): the first drawing of an answer that arrived after a
 * query happens in a transition, in slices between which the phone answers a tap, and the screen keeps its spinner
 * until it is done. An answer changed in place (an edit saved, no query) is never waited for: it is drawn at once.
 */
export const useAnswerDrawing = (isFetching: boolean, data: unknown): boolean => {
  const answer = isFetching ? undefined : data;
  return useDeferredValue(answer) === undefined && answer !== undefined;
};
