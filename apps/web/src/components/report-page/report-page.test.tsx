import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../lib/api-client.ts';
import { setCurrentUser } from '../../lib/auth/session-store.ts';
import { queryClient } from '../../lib/query-client.ts';
import { defineCall, representativeIdParam } from '@portal/contracts';
import { adminUser, apiError, json, mockFetch, repUser } from '../../test/fetch-mock.ts';
import { mountScreen } from '../../test/render-screen.tsx';
import { ReportPage } from './report-page.tsx';
import { useReportFilters } from './use-report-filters.ts';

const filtersSchema = z.object({
  representativeId: representativeIdParam.transform((v) => v ?? null),
  text: z.string().default(''),
});
type Filters = z.infer<typeof filtersSchema>;
const defaults = (): Filters => ({ representativeId: null, text: '' });
const demoCall = defineCall({
  method: 'GET',
  url: '/api/v1/demo',
  query: filtersSchema,
  answer: z.array(z.object({ name: z.string() })),
});

const DemoReport = () => {
  const report = useReportFilters({ schema: filtersSchema, defaults });
  const query = useQuery({
    queryKey: ['demo', report.applied],
    queryFn: ({ signal }) => apiClient.call(demoCall, { query: report.applied ?? defaults(), signal }),
    enabled: report.applied !== null,
  });
  return (
    <ReportPage
      title="Demo"
      report={report}
      query={query}
      errorPrefix="Erro ao consultar Demo"
      filters={
        <div className="filter-field">
          <label htmlFor="text">Texto</label>
          <input
            id="text"
            value={report.draft.text}
            onChange={(e) => report.setDraft({ text: e.target.value })}
          />
        </div>
      }
    >
      {(rows) => (
        <ul>
          {rows.map((row) => (
            <li key={row.name}>{row.name}</li>
          ))}
        </ul>
      )}
    </ReportPage>
  );
};

const renderReport = (path = '/demo') => mountScreen(path, <DemoReport />);

describe('ReportPage', () => {
  it('shows the Representante field to representative 0 only, and mirrors filters in the URL', async () => {
    setCurrentUser(adminUser);
    const fetchMock = mockFetch({ 'GET /api/v1/demo': () => json([{ name: 'CLIENTE A' }]) });
    const { router, user } = renderReport();
    await user.type(screen.getByLabelText('Representante'), '12');
    await user.type(screen.getByLabelText('Texto'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText('CLIENTE A')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?representativeId=12&text=abc&consulta=1');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/demo?representativeId=12&text=abc');
    // The panel collapsed after the query.
    expect(screen.getByRole('button', { name: 'Filtros' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('collapses the Filtros panel at once after Consultar, before the answer arrives', async () => {
    setCurrentUser(repUser);
    let answer: (response: Response) => void = () => undefined;
    mockFetch({ 'GET /api/v1/demo': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { user } = renderReport();
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    // No animation moving the results while they are first drawn (bench/web/README.md): the form is gone already.
    expect(screen.queryByRole('form', { name: 'Filtros', hidden: true })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filtros' })).toHaveAttribute('aria-expanded', 'false');
    answer(json([{ name: 'CLIENTE A' }]));
    expect(await screen.findByText('CLIENTE A')).toBeInTheDocument();
  });

  it('draws an answer changed in place at once: the same result, never the spinner in between', async () => {
    setCurrentUser(repUser);
    mockFetch({ 'GET /api/v1/demo': () => json([{ name: 'CLIENTE A' }]) });
    const { user } = renderReport();
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    const list = (await screen.findByText('CLIENTE A')).closest('ul');
    const shown: string[] = [];
    const results = document.querySelector('.report-results')!;
    const observer = new MutationObserver(() => shown.push(results.textContent ?? ''));
    observer.observe(results, { subtree: true, childList: true, characterData: true });
    // As a screen does after saving an edit: the answer in the cache replaced, no new query.
    await act(async () => {
      queryClient.setQueriesData({ queryKey: ['demo'] }, [{ name: 'CLIENTE B' }]);
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    observer.disconnect();
    expect(screen.getByText('CLIENTE B').closest('ul')).toBe(list);
    expect(shown).not.toHaveLength(0);
    expect(shown.filter((text) => /Consultando|CLIENTE A/.test(text))).toEqual([]);
  });

  it('locks a rep to their own id, even from a bookmarked URL, and Limpar resets the draft', async () => {
    setCurrentUser(repUser);
    const fetchMock = mockFetch({ 'GET /api/v1/demo': () => json([]) });
    const { user } = renderReport('/demo?representativeId=99&text=x&consulta=1');
    expect(screen.queryByLabelText('Representante')).toBeNull();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/demo?representativeId=1&text=x');
    // Opened from a bookmark, the query runs at once and the panel starts collapsed.
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    expect(screen.getByLabelText('Texto')).toHaveValue('x');
    await user.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(screen.getByLabelText('Texto')).toHaveValue('');
  });

  it('toasts the spec prefix with the server message', async () => {
    setCurrentUser(repUser);
    mockFetch({ 'GET /api/v1/demo': () => apiError(400, 'BAD_REQUEST', 'Data inválida') });
    const { user } = renderReport();
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect((await screen.findAllByText('Erro ao consultar Demo: Data inválida')).length).toBeGreaterThan(0);
  });
});
