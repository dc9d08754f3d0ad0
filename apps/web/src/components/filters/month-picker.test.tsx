import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupPrimeReactLocale } from '../../lib/primereact-locale.ts';
import { MonthPicker } from './month-picker.tsx';

setupPrimeReactLocale();

// docs/decisions/183: the Calendar's code comes when the field is first drawn; meanwhile the box shows the month.
describe('MonthPicker while its Calendar downloads', () => {
  it('shows the month it will show, read-only, under its label, then the Calendar with the same month', async () => {
    const { container } = render(
      <MonthPicker
        id="start"
        label="Mês inicial"
        value="2026-03-01"
        edge="start"
        onChange={() => undefined}
      />,
    );
    const waiting = screen.getByLabelText('Mês inicial');
    expect(waiting).toHaveValue('03/2026');
    expect(waiting).toHaveAttribute('readonly');
    expect(container.querySelector('.p-calendar')).toBeNull();
    const calendarInput = await screen.findByLabelText('Mês inicial', { selector: '.p-calendar input' });
    expect(calendarInput).toHaveValue('03/2026');
  });
});
