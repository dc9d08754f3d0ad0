import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setCurrentUser } from '../../lib/auth/session-store.ts';
import { setupPrimeReactLocale } from '../../lib/primereact-locale.ts';
import { adminUser, apiError, json, mockFetch, repUser } from '../../test/fetch-mock.ts';
import { DuplicatesPage } from './duplicates-page.tsx';
import { duplicateRow } from './test-fixtures.ts';
import { expectColumnHeaders, expectTexts, toastTexts } from '../../test/screen-checks.ts';
import { renderScreen, stubLayout } from '../../test/render-screen.tsx';

setupPrimeReactLocale();

stubLayout({ height: 600, width: 3000 });

const renderPage = () => renderScreen('/duplicates', <DuplicatesPage />);

describe('Dup. Aberto', () => {
  it('shows the open duplicates formatted, with the summary', async () => {
    setCurrentUser(repUser);
    const fetchMock = mockFetch({
      'GET /api/v1/reports/duplicates': () =>
        json([duplicateRow('123/1', 1500, 1000.5), duplicateRow('123/2', 1500, 1500)]),
    });
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText('2 registros')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/reports/duplicates?representativeId=1');
    expectTexts(['11.222.333/0001-81', '123/1', 'BANCO X', '01/09/2026', '01/10/2026', '53', 'R$ 1.000,50']);
    expectColumnHeaders([
      'CNPJ',
      'Cliente',
      'Tp.',
      'Duplicata',
      'Portador',
      'Emissão',
      'Venc.',
      'Prorrog.',
      'Posição',
      'Atraso',
      'Pedidos em Aberto',
      'Valor',
      'Saldo',
    ]);
    expect(await screen.findByText('R$ 3.000,00')).toBeInTheDocument();
    expect(screen.getByText('R$ 2.500,50')).toBeInTheDocument();
  });

  it('shows only the Representante filter to a supervisor', () => {
    setCurrentUser(adminUser);
    mockFetch({});
    renderPage();
    expect(screen.getByLabelText('Representante')).toBeInTheDocument();
    expect(screen.queryByLabelText('Cidade')).toBeNull();
  });

  it('toasts the spec message on failure', async () => {
    setCurrentUser(repUser);
    mockFetch({ 'GET /api/v1/reports/duplicates': () => apiError(403, 'FORBIDDEN', 'Acesso negado') });
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    await waitFor(() => expect(toastTexts()).toContain('Erro ao consultar Duplicatas: Acesso negado'));
  });
});

describe('Dup. Aberto of a whole company', () => {
  it('shows the first page at once and adds the next ones as they come, each after the last title', async () => {
    setCurrentUser(adminUser);
    const first = Array.from({ length: 200 }, (_, index) =>
      duplicateRow(`${String(index).padStart(3, '0')}/1`, 10, 10),
    );
    let releaseLast = () => undefined as void;
    const lastArrives = new Promise<void>((resolve) => {
      releaseLast = resolve;
    });
    const fetchMock = mockFetch({
      'GET /api/v1/reports/duplicates': async ({ url }) => {
        if (!url.includes('afterDuplicate')) return json(first);
        await lastArrives;
        return json([duplicateRow('999/1', 10, 10)]);
      },
    });
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText('200 registros')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Carregando os demais títulos…');
    releaseLast();
    expect(await screen.findByText('201 registros')).toBeInTheDocument();
    expect(screen.queryByText('Carregando os demais títulos…')).toBeNull();
    const urls = fetchMock.mock.calls
      .map((call) => String(call[0]))
      .filter((url) => url.startsWith('/api/v1/reports/duplicates'));
    expect(urls).toEqual([
      '/api/v1/reports/duplicates?pageSize=200',
      '/api/v1/reports/duplicates?afterDuplicate=199%2F1&pageSize=5000',
    ]);
  });
});

describe('Dup. Aberto marks what needs collecting', () => {
  it('badges overdue and notary titles with words, and "Somente vencidas" keeps only the overdue', async () => {
    setCurrentUser(repUser);
    mockFetch({
      'GET /api/v1/reports/duplicates': () =>
        json([
          { ...duplicateRow('1/1', 100, 100), customerName: 'LOJA EM DIA', delay: 0 },
          { ...duplicateRow('2/1', 200, 200), customerName: 'LOJA ATRASADA', delay: 12 },
          {
            ...duplicateRow('3/1', 300, 300),
            customerName: 'LOJA PROTESTADA',
            delay: 0,
            position: 'CARTÓRIO',
          },
        ]),
    });
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText('3 registros')).toBeInTheDocument();
    const cellOf = (name: string) => screen.getByText(name).closest('[role="gridcell"]') as HTMLElement;
    expect(cellOf('LOJA ATRASADA')).toHaveTextContent('VencidaLOJA ATRASADA');
    expect(cellOf('LOJA PROTESTADA')).toHaveTextContent('CartórioLOJA PROTESTADA');
    expect(cellOf('LOJA EM DIA')).toHaveTextContent(/^LOJA EM DIA$/);

    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    await user.click(await screen.findByRole('switch', { name: 'Somente vencidas' }));
    expect(await screen.findByText('1 registro')).toBeInTheDocument();
    expect(screen.getByText('LOJA ATRASADA')).toBeInTheDocument();
    expect(screen.queryByText('LOJA EM DIA')).toBeNull();
  });
});
