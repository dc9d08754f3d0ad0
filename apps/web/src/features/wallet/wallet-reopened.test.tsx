import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { endSession, setCurrentUser } from '../../lib/auth/session-store.ts';
import { setupPrimeReactLocale } from '../../lib/primereact-locale.ts';
import { storageKeys, writeStorage } from '../../lib/storage.ts';
import { keepAnswerCopies } from '../../test/answer-copies.ts';
import { callsTo, json, mockFetch, networkFailure, repUser } from '../../test/fetch-mock.ts';
import { mountScreen, stubLayout } from '../../test/render-screen.tsx';
import { WalletPage } from './wallet-page.tsx';

setupPrimeReactLocale();
stubLayout({ height: 600, width: 3000 });

const WALLET = '/api/v1/reports/wallet';
/** REP1's own wallet: the address a rep's Consultar without filters asks. */
const REP1_WALLET = `${WALLET}?representativeId=1`;

const row = (salesOrder: number, soldValue: number, customerName: string) => ({
  statusColor: 'green',
  status: 'open',
  statusDescription: 'Aberto',
  salesOrder,
  deliveryDate: '2026-12-05',
  customerName,
  customerRegister: '11222333000181',
  cityName: 'SÃO PAULO',
  stateCode: 'SP',
  priceTable: 'T1',
  sold: 10,
  soldValue,
  invoicedValue: 0,
  toBeInvoicedValue: soldValue,
});
const keptRows = [row(501, 1234.5, 'LOJA ANTIGA')];
const freshRows = [row(777, 987.65, 'LOJA NOVA')];

/** Today at 14:32, local time: when the kept answer was produced. */
const todayAt1432 = () => {
  const at = new Date();
  at.setHours(14, 32, 0, 0);
  return at;
};

const marker = () => document.querySelector('.report-last-answer');

/** REP1 consults Carteira with its defaults (a tap on Consultar), then leaves the screen. */
const consultOnce = async () => {
  mockFetch({ [`GET ${WALLET}`]: () => json(keptRows) });
  const { user } = mountScreen('/wallet', <WalletPage />);
  await user.click(screen.getByRole('button', { name: 'Consultar' }));
  expect(await screen.findByText('1 registro')).toBeInTheDocument();
  cleanup();
};

/** The fresh answer held back until the test lets it go. */
const heldAnswer = () => {
  let release: (response: Response) => void = () => undefined;
  const answer = new Promise<Response>((resolve) => {
    release = resolve;
  });
  const fetchMock = mockFetch({ [`GET ${WALLET}`]: () => answer });
  return { fetchMock, release: (body: unknown) => act(() => release(json(body))) };
};

describe('Carteira reopened at its bare address', () => {
  it('shows the last answer marked at once, asks the fresh one, and the fresh values replace it unmarked', async () => {
    setCurrentUser(repUser);
    await consultOnce();
    keepAnswerCopies({ [REP1_WALLET]: { body: keptRows, at: todayAt1432() } });
    const { fetchMock, release } = heldAnswer();

    const { router } = mountScreen('/wallet', <WalletPage />);
    expect(await screen.findByText('LOJA ANTIGA')).toBeInTheDocument();
    expect(screen.getAllByText('R$ 1.234,50').length).toBeGreaterThan(0);
    expect(marker()).toHaveTextContent('Última consulta, de hoje às 14:32 — atualizando…');
    expect(router.state.location.search).toBe('?consulta=1');
    // The same request a Consultar makes, asked without a tap.
    expect(callsTo(fetchMock, WALLET).map(([url]) => String(url))).toEqual([REP1_WALLET]);

    await release(freshRows);
    expect(await screen.findByText('LOJA NOVA')).toBeInTheDocument();
    expect(screen.getAllByText('R$ 987,65').length).toBeGreaterThan(0);
    await waitFor(() => expect(marker()).toBeNull());
    expect(screen.queryByText('LOJA ANTIGA')).toBeNull();
    expect(screen.queryByText(/Última consulta/)).toBeNull();
  });

  it('without a kept answer, consults the kept filters at once, unmarked', async () => {
    setCurrentUser(repUser);
    await consultOnce();
    keepAnswerCopies({});
    const fetchMock = mockFetch({ [`GET ${WALLET}`]: () => json(freshRows) });
    mountScreen('/wallet', <WalletPage />);
    expect(await screen.findByText('LOJA NOVA')).toBeInTheDocument();
    expect(marker()).toBeNull();
    expect(callsTo(fetchMock, WALLET)).toHaveLength(1);
  });

  it('offline: the last answer stays, marked, with the offline note', async () => {
    setCurrentUser(repUser);
    await consultOnce();
    keepAnswerCopies({ [REP1_WALLET]: { body: keptRows, at: todayAt1432() } });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    mockFetch({ [`GET ${WALLET}`]: networkFailure });

    mountScreen('/wallet', <WalletPage />);
    expect(await screen.findByText('LOJA ANTIGA')).toBeInTheDocument();
    await waitFor(() => expect(marker()).toHaveTextContent(/^Última consulta, de hoje às 14:32$/));
    expect(screen.getByText(/^Sem conexão: dados de \d{2}\/\d{2}\/\d{4} 14:32$/)).toBeInTheDocument();
  });

  it('another user signing in on the device sees nothing of the first one’s filters or answer', async () => {
    setCurrentUser(repUser);
    await consultOnce();
    const copies = keepAnswerCopies({ [REP1_WALLET]: { body: keptRows, at: todayAt1432() } });
    endSession();
    expect(copies.delete).toHaveBeenCalledWith('api-v1');

    writeStorage(storageKeys.token, 'token-of-rep2');
    setCurrentUser({ ...repUser, id: 3, username: 'REP2', representativeId: 2, name: 'MARIA' });
    const fetchMock = mockFetch({ [`GET ${WALLET}`]: () => json(freshRows) });
    const { router } = mountScreen('/wallet', <WalletPage />);
    expect(await screen.findByText('Escolha os filtros e clique em Consultar.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('button', { name: 'Consultar' })).toBeVisible();
    expect(marker()).toBeNull();
    expect(screen.queryByText('LOJA ANTIGA')).toBeNull();
    expect(callsTo(fetchMock, WALLET)).toHaveLength(0);
  });
});
