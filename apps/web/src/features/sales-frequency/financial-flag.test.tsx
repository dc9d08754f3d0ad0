import { saleFrequencyCustomer } from '@portal/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setCurrentUser } from '../../lib/auth/session-store.ts';
import { json, mockFetch, repUser } from '../../test/fetch-mock.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import { setupPrimeReactLocale } from '../../lib/primereact-locale.ts';
import { SalesFrequencyPage } from './sales-frequency-page.tsx';
import { expectedFlags, expectSquareColor } from '../../test/financial-flags-expected.ts';
import { CustomerCard } from './components/customer-card.tsx';
import { CustomerModal } from './components/customer-modal.tsx';
import { customer } from './test-fixtures.ts';

// Parsed by the contract with the flag in it: an unknown flag must reach the screen, not fail the answer.
const withFlag = (flag: number) => saleFrequencyCustomer.parse(customer(1, { financialFlag: flag }));
const noop = () => undefined;

setupPrimeReactLocale();

describe('Situação Limite shows the financial flag of docs/product.md §4', () => {
  it.each(expectedFlags)('card: flag $flag is $color with its tooltip', ({ flag, color, label, tooltip }) => {
    const { container } = render(
      <ul>
        <CustomerCard customer={withFlag(flag)} onDetails={noop} onCollections={noop} />
      </ul>,
      { wrapper: MemoryRouter },
    );
    const square = within(container).getByRole('img', { name: `${label}: ${tooltip}` });
    expectSquareColor(square, color);
    expect(square).toHaveAttribute('data-pr-tooltip', tooltip);
  });

  it.each(expectedFlags)('modal: flag $flag is $color, "$label"', ({ flag, color, label, tooltip }) => {
    render(<CustomerModal customer={withFlag(flag)} onHide={noop} />, { wrapper: MemoryRouter });
    const dialog = screen.getByRole('dialog');
    expectSquareColor(within(dialog).getByRole('img', { name: `${label}: ${tooltip}` }), color);
    const field = within(dialog).getByText('Sem. Fin.').closest('.detail-field') as HTMLElement;
    expect(within(field).getByRole('definition')).toHaveTextContent(`${label}${tooltip}`);
  });
});

describe('a customer with a flag the portal does not know', () => {
  it('does not fail Situação Limite: its card shows white, "Sem informação"', async () => {
    setCurrentUser(repUser);
    mockFetch({
      'GET /api/v1/quota-article/get-all': () => json([{ code: 'JEA', description: 'JEANS' }]),
      'GET /api/v1/customer/sale-frequency': () =>
        json([customer(1, { financialFlag: 7 }), customer(2, { financialFlag: 1 })]),
    });
    renderScreen('/salesFrequency', <SalesFrequencyPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Consultar' }));
    const card = (await screen.findByText('CLIENTE 001')).closest('.sf-card') as HTMLElement;
    expectSquareColor(within(card).getByRole('img', { name: /^Sem informação/ }), '#ffffff');
    expect(screen.getByText('CLIENTE 002')).toBeInTheDocument();
    expect(screen.queryByText(/Resposta inválida/)).toBeNull();
  });
});
