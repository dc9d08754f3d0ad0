import type { RunningExport } from '@portal/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RunningExports } from './running-exports.tsx';

const running = (patch: Partial<RunningExport>): RunningExport => ({
  resource: 'orders',
  format: 'csv',
  startedBy: 'TI',
  startedAt: new Date(2026, 10, 28, 18, 40).toISOString(),
  rowsWritten: 0,
  rowsTotal: 0,
  ...patch,
});

describe('Sistema: exportações em andamento', () => {
  it('says there are none', () => {
    render(<RunningExports exports={[]} />);
    const section = screen.getByRole('region', { name: 'Exportações em andamento' });
    expect(section).toHaveTextContent('Nenhuma');
    expect(within(section).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('shows each export: file, who, since when, rows written of the total in pt-BR', () => {
    render(
      <RunningExports
        exports={[
          running({ rowsWritten: 1_234_000, rowsTotal: 2_087_164 }),
          running({
            resource: 'customers',
            format: 'xlsx',
            startedBy: 'ADMIN',
            startedAt: new Date(2026, 10, 28, 18, 45).toISOString(),
            rowsWritten: 2_000,
            rowsTotal: 2_001,
          }),
        ]}
      />,
    );
    const lines = within(screen.getByRole('region', { name: 'Exportações em andamento' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual([
      'orders.csv · TI · desde 28/11/2026 18:40 · 1.234.000 de 2.087.164 linhas (59%)',
      // Rounded down: 99.95% is not done yet.
      'customers.xlsx · ADMIN · desde 28/11/2026 18:45 · 2.000 de 2.001 linhas (99%)',
    ]);
  });
});
