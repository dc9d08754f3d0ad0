import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setupPrimeReactLocale } from '../../lib/primereact-locale.ts';
import { MonthRangeFilter } from './month-range.tsx';

setupPrimeReactLocale();

const renderRange = (start: string, end: string) => {
  const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  render(
    <form onSubmit={onSubmit} aria-label="Filtros">
      <MonthRangeFilter id="issue" label="Emissão" value={{ start, end }} onChange={() => undefined} />
      <button type="submit">Consultar</button>
    </form>,
  );
  return onSubmit;
};

describe('Emissão as a month range', () => {
  it('refuses an inverted range before anything is sent, in Portuguese', async () => {
    const onSubmit = renderRange('2026-12-01', '2026-01-31');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'O mês inicial deve ser anterior ou igual ao mês final.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a range of more than five years, as the server would', async () => {
    const onSubmit = renderRange('2020-01-01', '2025-02-28');
    expect(screen.getByRole('alert')).toHaveTextContent('Período de no máximo 5 anos.');
    await userEvent.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('lets an ordered range through, without a message', async () => {
    const onSubmit = renderRange('2026-01-01', '2026-12-31');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
