import type { SaleFrequencyCustomer } from '@portal/contracts';
import { Button } from 'primereact/button';
import { formatCurrency } from '../../../lib/format.ts';
import { salesFrequencyTexts as t } from '../sales-frequency-texts.ts';
import { orNoInfo } from '../../../components/customer/customer-display.ts';
import { FlagSquare } from '../../../components/customer/flag-square.tsx';
import { CustomerScreenLinks } from '../../../components/customer/customer-screen-links.tsx';

type Props = {
  customer: SaleFrequencyCustomer;
  onDetails: (customer: SaleFrequencyCustomer) => void;
  onCollections: (customer: SaleFrequencyCustomer) => void;
};

export const CustomerCard = ({ customer, onDetails, onCollections }: Props) => (
  <li className="sf-card card" data-register={customer.register}>
    <div className="sf-card-head">
      <FlagSquare flag={customer.financialFlag} />
      <h3 className="sf-card-name">{customer.name}</h3>
    </div>
    <dl className="sf-card-fields">
      <div>
        <dt>{t.route}</dt>
        <dd data-field="route">{customer.route}</dd>
      </div>
      <div>
        <dt>{t.potential}</dt>
        <dd data-field="potential">{formatCurrency(customer.salePotential)}</dd>
      </div>
      <div className="sf-card-wide">
        <dt>{t.economicGroup}</dt>
        <dd data-field="economicGroup">{orNoInfo(customer.economicGroup)}</dd>
      </div>
      <div className="sf-card-wide">
        <dt>{t.city}</dt>
        <dd data-field="city">{`${customer.city}/${customer.state}`}</dd>
      </div>
    </dl>
    <CustomerScreenLinks
      register={customer.register}
      name={customer.name}
      representativeId={customer.representativeId}
      current="salesFrequency"
    />
    <div className="sf-card-actions">
      <Button
        type="button"
        label={t.details}
        icon="pi pi-id-card"
        outlined
        size="small"
        aria-label={`${t.details} de ${customer.name}`}
        onClick={() => onDetails(customer)}
      />
      <Button
        type="button"
        label={t.collectionsButton}
        icon="pi pi-box"
        size="small"
        aria-label={`${t.collectionsButton} de ${customer.name}`}
        onClick={() => onCollections(customer)}
      />
    </div>
  </li>
);
