import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setCurrentUser } from '../../lib/auth/session-store.ts';
import { adminUser, repUser } from '../../test/fetch-mock.ts';
import { CustomerScreenLinks } from './customer-screen-links.tsx';

const renderLinks = (current: 'salesFrequency' | 'customers') => {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <CustomerScreenLinks
            register="11222333000181"
            name="LOJA TRES"
            representativeId={4}
            current={current}
          />
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
};

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('one tap from a customer', () => {
  it("links a rep to the customer's Clientes, Carteira and Dup. Aberto, consulted", () => {
    setCurrentUser(repUser);
    renderLinks('salesFrequency');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Clientes',
      'Carteira',
      'Dup. Aberto',
    ]);
    expect(hrefOf('Clientes de LOJA TRES')).toBe('/customers?customers=11222333000181&consulta=1');
    expect(hrefOf('Carteira de LOJA TRES')).toBe('/wallet?customers=11222333000181&consulta=1');
    expect(hrefOf('Dup. Aberto de LOJA TRES')).toBe('/duplicates?customers=11222333000181&consulta=1');
  });

  it("takes the customer's representative along for a supervisor, and leaves out the current screen", () => {
    setCurrentUser(adminUser);
    renderLinks('customers');
    expect(screen.queryByRole('link', { name: /Clientes/ })).toBeNull();
    expect(hrefOf('Carteira de LOJA TRES')).toBe(
      '/wallet?representativeId=4&customers=11222333000181&consulta=1',
    );
    expect(hrefOf('Dup. Aberto de LOJA TRES')).toBe(
      '/duplicates?representativeId=4&customers=11222333000181&consulta=1',
    );
  });
});
