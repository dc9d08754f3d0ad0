import type { CustomerWithOrders } from '@portal/contracts';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import {
  formatCurrency,
  formatDate,
  formatDecimal,
  formatInteger,
  formatPercent,
} from '../../../lib/format.ts';
import { customersTexts as t } from '../customers-texts.ts';
import {
  formatCep,
  formatPhone,
  lastPurchaseTone,
  mailHref,
  overdueIsAlert,
  telHref,
  whatsappUrl,
} from '../../../components/customer/customer-display.ts';
import { flagInfo } from '../../../components/customer/financial-flag.ts';
import { routeInput } from '../utils/route-edit.ts';
import { DetailField } from '../../../components/customer/detail-field.tsx';
import { dropdownA11y } from './dropdown-a11y.ts';
import { FlagSquare } from '../../../components/customer/flag-square.tsx';

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

/** Every read-only detail of spec §2.8 and the editable Rota. */
export const CustomerDetails = ({ customer, routeText, edited, onRouteChange }: Props) => {
  const flag = flagInfo(customer.financialFlag);
  const collection = customer.lastPurchaseCollection
    ? [customer.lastPurchaseCollection, customer.lastPurchaseCollectionDescription]
        .filter(Boolean)
        .join(' - ')
    : null;
  return (
    <section className="customer-details card" aria-label="Dados do cliente">
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
        <DetailField label="Sem. Fin." wide>
          <span className="flag-with-label">
            <FlagSquare flag={customer.financialFlag} />
            <span>{flag.label}</span>
          </span>
          <small className="flag-help">{flag.tooltip}</small>
        </DetailField>
        <DetailField label="Endereço" value={customer.address} wide />
        <DetailField label="Cidade" value={customer.city} />
        <DetailField label="Estado" value={customer.state} />
        <DetailField label="CEP" value={customer.zipCode && formatCep(customer.zipCode)} />
        <DetailField
          label="Telefone"
          value={customer.telephone && formatPhone(customer.telephone)}
          href={telHref(customer.telephone)}
        />
        <DetailField
          label="Celular"
          value={customer.cellphone && formatPhone(customer.cellphone)}
          href={telHref(customer.cellphone)}
        />
        <DetailField
          label="Whats"
          value={customer.whats && formatPhone(customer.whats)}
          href={whatsappUrl(customer.whats)}
        />
        <DetailField label="Email" value={customer.email} href={mailHref(customer.email)} wide />
        <DetailField label="Insc. Estadual" value={customer.stateRegistration} />
        <DetailField label="Suframa" value={customer.suframa} />
        <DetailField label="Cadastro" value={formatDate(customer.registrationDate)} />
        <DetailField
          label="Última Compra"
          value={formatDate(customer.lastPurchaseDate)}
          tone={lastPurchaseTone(customer.daysSinceLastPurchase, customer.lastPurchaseDate)}
        />
        <DetailField label="Grupo Econômico" value={customer.economicGroup} />
        <DetailField label="Coleção Últ. Compra" value={collection} />
        <RepresentativesDropdown key={customer.register} customer={customer} />
        <DetailField label="Lim. Crédito" value={formatCurrency(customer.creditLimit)} />
        <DetailField label="Saldo Limite" value={formatCurrency(customer.balanceLimit)} />
        <DetailField label="Saldo Projetado" value={formatCurrency(customer.projectedBalance)} />
        <DetailField label="Desconto" value={formatPercent(customer.averageDiscount)} />
        <DetailField label="Prazo" value={`${formatDecimal(customer.averageDeadline, 0)} dias`} />
        <DetailField label="Maior Atraso" value={`${formatInteger(customer.daysGreatestDelay)} dias`} />
        <DetailField label="Títulos em Aberto" value={formatCurrency(customer.openTitles)} />
        <DetailField
          label="Títulos em Atraso"
          value={formatCurrency(customer.overdueTitles)}
          alert={overdueIsAlert(customer.overdueTitles)}
        />
      </dl>
    </section>
  );
};
