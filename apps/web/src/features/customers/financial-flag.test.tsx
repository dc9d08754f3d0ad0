import { customerWithOrders } from '@portal/contracts';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { expectedFlags, expectSquareColor } from '../../test/financial-flags-expected.ts';
import { CustomerDetails } from './components/customer-details.tsx';
import { customer } from './test-fixtures.ts';

describe('Clientes shows the financial flag of docs/product.md §4', () => {
  it.each(expectedFlags)('Sem. Fin.: flag $flag is $color, "$label"', ({ flag, color, label, tooltip }) => {
    // The contract allows 0–4; the unknown value is set after parsing, to pin the white a stray value would get.
    const parsed = customerWithOrders.parse(customer('11111111000111', 'LOJA UM', []));
    const shown = { ...parsed, financialFlag: flag };
    render(
      <CustomerDetails customer={shown} routeText="5" edited={false} onRouteChange={() => undefined} />,
      {
        wrapper: MemoryRouter,
      },
    );
    const details = screen.getByRole('region', { name: 'Dados do cliente' });
    expectSquareColor(within(details).getByRole('img', { name: `${label}: ${tooltip}` }), color);
    const field = within(details).getByText('Sem. Fin.').closest('.detail-field') as HTMLElement;
    expect(within(field).getByRole('definition')).toHaveTextContent(`${label}${tooltip}`);
  });
});
