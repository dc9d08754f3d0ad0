import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setCurrentUser } from '../../lib/auth/session-store.ts';
import { setupPrimeReactLocale } from '../../lib/primereact-locale.ts';
import { keepAnswerCopies } from '../../test/answer-copies.ts';
import { callsTo, json, mockFetch, repUser } from '../../test/fetch-mock.ts';
import { mountScreen, stubLayout } from '../../test/render-screen.tsx';
import { DuplicatesPage } from './duplicates-page.tsx';
import { duplicateRow } from './test-fixtures.ts';

setupPrimeReactLocale();
stubLayout({ height: 600, width: 3000 });

const DUPLICATES = '/api/v1/reports/duplicates';
/** REP1's own open duplicates: the address a rep's Consultar without filters asks. */
const REP1_DUPLICATES = `${DUPLICATES}?representativeId=1`;

/** A title of 1.500,00 with `balance` still open. */
const row = (duplicate: string, balance: number, customerName: string) =>
  duplicateRow(duplicate, 1500, balance, customerName);

describe('Dup. Aberto reopened at its bare address', () => {
  it('shows the last answer marked with its time, asks the fresh one, and the fresh values replace it unmarked', async () => {
    setCurrentUser(repUser);
    mockFetch({ [`GET ${DUPLICATES}`]: () => json([row('501/1', 1234.5, 'LOJA ANTIGA')]) });
    const first = mountScreen('/duplicates', <DuplicatesPage />);
    await first.user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText('1 registro')).toBeInTheDocument();
    cleanup();

    keepAnswerCopies({
      [REP1_DUPLICATES]: { body: [row('501/1', 1234.5, 'LOJA ANTIGA')], at: new Date(2026, 10, 28, 9, 5) },
    });
    let release: (response: Response) => void = () => undefined;
    const fetchMock = mockFetch({
      [`GET ${DUPLICATES}`]: () => new Promise<Response>((resolve) => (release = resolve)),
    });

    const { router } = mountScreen('/duplicates', <DuplicatesPage />);
    expect(await screen.findByText('LOJA ANTIGA')).toBeInTheDocument();
    expect(screen.getAllByText('R$ 1.234,50').length).toBeGreaterThan(0);
    const marker = () => document.querySelector('.report-last-answer');
    expect(marker()).toHaveTextContent(/^Última consulta, de 28\/11(\/2026)? às 09:05 — atualizando…$/);
    expect(router.state.location.search).toBe('?consulta=1');
    expect(callsTo(fetchMock, DUPLICATES).map(([url]) => String(url))).toEqual([REP1_DUPLICATES]);

    act(() => release(json([row('777/2', 987.65, 'LOJA NOVA')])));
    expect(await screen.findByText('LOJA NOVA')).toBeInTheDocument();
    expect(screen.getAllByText('R$ 987,65').length).toBeGreaterThan(0);
    await waitFor(() => expect(marker()).toBeNull());
    expect(screen.queryByText('LOJA ANTIGA')).toBeNull();
  });
});
