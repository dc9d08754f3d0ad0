import type { SaleFrequencyCustomer } from '@portal/contracts';
import { useMemo } from 'react';
import { formatCurrency, formatInteger } from '../../../lib/format.ts';
import { salesFrequencyTexts as t } from '../sales-frequency-texts.ts';
import { CUSTOMERS_PER_PAGE, pageOf } from '../utils/paging.ts';
import { CustomerCard } from './customer-card.tsx';
import { Pager } from './pager.tsx';

type Props = {
  customers: readonly SaleFrequencyCustomer[];
  page: number;
  onPage: (page: number) => void;
  onDetails: (customer: SaleFrequencyCustomer) => void;
  onCollections: (customer: SaleFrequencyCustomer) => void;
};

/** Totals card (customers, total potential, page x/y) and the customer cards, 50 a page (docs/product.md §2.6, §4). */
export const CustomerList = ({ customers, page, onPage, onDetails, onCollections }: Props) => {
  const current = pageOf(customers, page, CUSTOMERS_PER_PAGE);
  const totalPotential = useMemo(
    () => customers.reduce((sum, customer) => sum + Math.round(customer.salePotential * 100), 0) / 100,
    [customers],
  );
  return (
    <div className="sf-list">
      <div className="sf-totals card" aria-label="Totais">
        <div className="sf-total">
          <span className="figure-label">{t.customers}</span>
          <span className="figure-value" data-testid="sf-total-customers">
            {formatInteger(customers.length)}
          </span>
        </div>
        <div className="sf-total">
          <span className="figure-label">{t.totalPotential}</span>
          <span className="figure-value" data-testid="sf-total-potential">
            {formatCurrency(totalPotential)}
          </span>
        </div>
        <Pager page={current} onPage={onPage} label="Páginas de clientes" />
      </div>
      <ul className="sf-cards">
        {current.items.map((customer) => (
          <CustomerCard
            key={customer.register}
            customer={customer}
            onDetails={onDetails}
            onCollections={onCollections}
          />
        ))}
      </ul>
    </div>
  );
};
