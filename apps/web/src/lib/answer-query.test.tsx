import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useAnswerQuery } from './answer-query.ts';

/** A screen with a query and a part drawn below it: `drawnBelow` is how many requests had left when that part rendered. */
const probe = (useAnswer: typeof useQuery, enabled = true) => {
  const asked: string[] = [];
  const seen = { drawnBelow: -1 };
  const Below = () => {
    if (seen.drawnBelow < 0) seen.drawnBelow = asked.length;
    return null;
  };
  const Screen = () => {
    const answer = useAnswer({
      queryKey: ['carteira', 1],
      queryFn: async () => {
        asked.push('carteira');
        return ['PEDIDO 1'];
      },
      enabled,
    });
    return (
      <>
        <Below />
        <output>{answer.data?.join() ?? '…'}</output>
      </>
    );
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { asked, seen, view: () => render(<Screen />, { wrapper }) };
};

describe('useAnswerQuery', () => {
  it('sends the request while the screen renders, once, and shows its answer', async () => {
    const { asked, seen, view } = probe(useAnswerQuery as typeof useQuery);
    const screen = view();
    expect(seen.drawnBelow).toBe(1);
    await waitFor(() => expect(screen.container.querySelector('output')?.textContent).toBe('PEDIDO 1'));
    expect(asked).toEqual(['carteira']);
  });

  it('is what useQuery alone does not: its request waits for the commit', () => {
    const { seen, view } = probe(useQuery);
    view();
    expect(seen.drawnBelow).toBe(0);
  });

  it('asks nothing while the query is not enabled', async () => {
    const { asked, view } = probe(useAnswerQuery as typeof useQuery, false);
    const screen = view();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toEqual([]);
    expect(screen.container.querySelector('output')?.textContent).toBe('…');
  });
});
