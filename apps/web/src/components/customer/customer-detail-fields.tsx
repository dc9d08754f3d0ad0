import type { CustomerWithOrders, SaleFrequencyCustomer } from '@portal/contracts';
import { formatCurrency, formatDate, plural } from '../../lib/format.ts';
import {
  formatCep,
  formatPhone,
  lastPurchaseTone,
  mailHref,
  overdueIsAlert,
  telHref,
  whatsappUrl,
} from './customer-display.ts';
import { DetailField } from './detail-field.tsx';
import { flagInfo } from './financial-flag.ts';
import { FlagSquare } from './flag-square.tsx';

type SharedKeys =
  | 'address'
  | 'city'
  | 'state'
  | 'zipCode'
  | 'telephone'
  | 'cellphone'
  | 'whats'
  | 'email'
  | 'stateRegistration'
  | 'suframa'
  | 'registrationDate'
  | 'lastPurchaseDate'
  | 'daysSinceLastPurchase'
  | 'economicGroup'
  | 'lastPurchaseCollection'
  | 'lastPurchaseCollectionDescription'
  | 'daysGreatestDelay'
  | 'openTitles'
  | 'overdueTitles';

/** The fields the Clientes details and the Situação Limite modal both show (docs/product.md §2.6, §2.8). */
export type CustomerDetail = Pick<CustomerWithOrders, SharedKeys> & Pick<SaleFrequencyCustomer, SharedKeys>;

const collectionText = (customer: CustomerDetail): string | null =>
  customer.lastPurchaseCollection
    ? [customer.lastPurchaseCollection, customer.lastPurchaseCollectionDescription]
        .filter(Boolean)
        .join(' - ')
    : null;

/** Sem. Fin.: the flag's square, its label and its tooltip written out, so a touch screen reads it too. */
export const FinancialFlagField = ({ flag, wide }: { flag: number; wide?: boolean }) => {
  const info = flagInfo(flag);
  return (
    <DetailField label="Sem. Fin." wide={wide}>
      <span className="flag-with-label">
        <FlagSquare flag={flag} />
        <span>{info.label}</span>
      </span>
      <small className="flag-help">{info.tooltip}</small>
    </DetailField>
  );
};

/** Endereço to Coleção Últ. Compra: where the customer is, how to reach them, when they last bought. */
export const CustomerContactFields = ({ customer }: { customer: CustomerDetail }) => (
  <>
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
    <DetailField label="Coleção Últ. Compra" value={collectionText(customer)} />
  </>
);

/** Maior Atraso and the titles, the overdue label red above zero (docs/product.md §2.6). */
export const CustomerTitleFields = ({ customer }: { customer: CustomerDetail }) => (
  <>
    <DetailField label="Maior Atraso" value={plural(customer.daysGreatestDelay, 'dia', 'dias')} />
    <DetailField label="Títulos em Aberto" value={formatCurrency(customer.openTitles)} />
    <DetailField
      label="Títulos em Atraso"
      value={formatCurrency(customer.overdueTitles)}
      alert={overdueIsAlert(customer.overdueTitles)}
    />
  </>
);
