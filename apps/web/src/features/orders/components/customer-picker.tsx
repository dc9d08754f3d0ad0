import type { CustomerOption } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { searchCustomers } from '../../../components/filters/api/search-customers.ts';
import { useDebouncedValue } from '../../../components/filters/use-debounced-value.ts';
import { RepresentativeField } from '../../../components/report-page/representative-field.tsx';
import { formatCnpj } from '../../../lib/format.ts';
import { ordersTexts as t } from '../orders-texts.ts';

type Props = {
  supervisor: boolean;
  onPick: (customer: CustomerOption, representativeId: number | undefined) => void;
};

/** The customer of a new order, by name or CNPJ; a supervisor names the representative first. */
export const CustomerPicker = ({ supervisor, onPick }: Props) => {
  const [text, setText] = useState('');
  const [representativeId, setRepresentativeId] = useState<number | null>(null);
  const typed = useDebouncedValue(text.trim(), 400);
  const ready = !supervisor || representativeId !== null;
  const options = useQuery({
    queryKey: ['orders', 'customers', typed, representativeId],
    queryFn: ({ signal }) => searchCustomers(typed, representativeId ?? undefined, signal),
    enabled: ready && typed.length >= 2,
  });
  return (
    <section className="order-picker card" aria-label={t.customer}>
      <p>{t.chooseCustomer}</p>
      {supervisor && <RepresentativeField value={representativeId} onChange={setRepresentativeId} />}
      <label htmlFor="order-customer-search">{t.customer}</label>
      <input
        id="order-customer-search"
        type="search"
        placeholder={t.customerPlaceholder}
        value={text}
        disabled={!ready}
        onChange={(event) => setText(event.target.value)}
      />
      {supervisor && !ready && <p className="order-hint">{t.fillRepresentativeFirst}</p>}
      <ul className="order-picker-options">
        {(options.data ?? []).map((customer) => (
          <li key={customer.register}>
            <button
              type="button"
              className="order-picker-option"
              onClick={() => onPick(customer, representativeId ?? undefined)}
            >
              <span>{customer.name}</span>
              <span className="order-hint">{formatCnpj(customer.register)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
};
