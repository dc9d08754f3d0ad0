import type { CustomerWithOrders } from '@portal/contracts';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { Link } from 'react-router';
import { orderPaths } from '../../../config/paths.ts';
import { formatCurrency, formatPercent, plural } from '../../../lib/format.ts';
import { customersTexts as t } from '../customers-texts.ts';
import { routeInput } from '../utils/route-edit.ts';
import { DetailField } from '../../../components/customer/detail-field.tsx';
import { CustomerScreenLinks } from '../../../components/customer/customer-screen-links.tsx';
import {
  CustomerContactFields,
  CustomerTitleFields,
  FinancialFlagField,
} from '../../../components/customer/customer-detail-fields.tsx';
import { dropdownA11y } from '../../../components/filters/dropdown-a11y.ts';

type Props = {
  customer: CustomerWithOrders;
  /** The Rota box's text: the edit in progress, or the stored route. */
  routeText: string;
  edited: boolean;
  onRouteChange: (text: string) => void;
};

const RepresentativesDropdown = ({ customer }: { customer: CustomerWithOrders }) => {
  const options = [
    { value: customer.representativeId, label: `${customer.representativeId} - ${customer.representative}` },
    ...customer.representatives.map((rep) => ({ value: rep.id, label: `${rep.id} - ${rep.name}` })),
  ];
  // Only for reading the list: picking one changes nothing else.
  const [shown, setShown] = useState(customer.representativeId);
  return (
    <div className="detail-field detail-wide">
      <dt>
        <label htmlFor="customer-representatives">{t.representatives}</label>
      </dt>
      <dd>
        <Dropdown
          inputId="customer-representatives"
          options={options}
          value={shown}
          onChange={(event) => setShown(Number(event.value))}
          className="w-full"
          ariaLabel={t.representatives}
          pt={dropdownA11y(t.representatives)}
        />
      </dd>
    </div>
  );
};

/** Every read-only detail of docs/product.md §2.8 and the editable Rota. */
export const CustomerDetails = ({ customer, routeText, edited, onRouteChange }: Props) => (
  <section className="customer-details card" aria-label="Dados do cliente">
    <CustomerScreenLinks
      register={customer.register}
      name={customer.name}
      representativeId={customer.representativeId}
      current="customers"
    />
    <Link
      className="customer-screen-link customer-order-link"
      to={orderPaths.newFor(customer, { representativeId: customer.representativeId })}
      aria-label={`${t.makeOrder} para ${customer.name}`}
    >
      <i className="pi pi-shopping-cart" aria-hidden="true" />
      {t.makeOrder}
    </Link>
    <dl className="detail-grid">
      <div className={edited ? 'detail-field route-field edited' : 'detail-field route-field'}>
        <dt>
          <label htmlFor="customer-route">{t.route}</label>
        </dt>
        <dd>
          <InputText
            id="customer-route"
            inputMode="numeric"
            value={routeText}
            onChange={(event) => onRouteChange(routeInput(event.target.value))}
            aria-describedby={edited ? 'customer-route-edited' : undefined}
          />
          {edited && (
            <small id="customer-route-edited" className="route-edited">
              {t.unsaved}
            </small>
          )}
        </dd>
      </div>
      <FinancialFlagField flag={customer.financialFlag} wide />
      <CustomerContactFields customer={customer} />
      <RepresentativesDropdown key={customer.register} customer={customer} />
      <DetailField label="Lim. Crédito" value={formatCurrency(customer.creditLimit)} />
      <DetailField label="Saldo Limite" value={formatCurrency(customer.balanceLimit)} />
      <DetailField label="Saldo Projetado" value={formatCurrency(customer.projectedBalance)} />
      <DetailField label="Desconto" value={formatPercent(customer.averageDiscount)} />
      <DetailField label="Prazo" value={plural(Math.round(customer.averageDeadline), 'dia', 'dias')} />
      <CustomerTitleFields customer={customer} />
    </dl>
  </section>
);
