import type { SaleFrequencyCustomer } from '@portal/contracts';
import { Dialog } from 'primereact/dialog';
import {
  formatCurrency,
  formatDate,
  formatDecimal,
  formatInteger,
  formatPercent,
} from '../../../lib/format.ts';
import {
  formatCep,
  formatCnpj,
  formatPhone,
  lastPurchaseTone,
  mailHref,
  orNoInfo,
  overdueIsAlert,
  telHref,
  whatsappUrl,
} from '../../../components/customer/customer-display.ts';
import { flagInfo } from '../../../components/customer/financial-flag.ts';
import { DetailField } from '../../../components/customer/detail-field.tsx';
import { FlagSquare } from '../../../components/customer/flag-square.tsx';

type Props = { customer: SaleFrequencyCustomer | null; onHide: () => void };

const representativesText = (customer: SaleFrequencyCustomer): string =>
  [
    `${customer.representativeId} - ${customer.representative}`,
    ...customer.representatives.map((rep) => `${rep.id} - ${rep.name}`),
  ].join('; ');

const collectionText = (customer: SaleFrequencyCustomer): string | null =>
  customer.lastPurchaseCollection
    ? [customer.lastPurchaseCollection, customer.lastPurchaseCollectionDescription]
        .filter(Boolean)
        .join(' - ')
    : null;

/** The read-only customer detail of Situação Limite (spec §2.6): every field, "Sem informação" when empty. */
export const CustomerModal = ({ customer, onHide }: Props) => (
  <Dialog
    visible={customer !== null}
    onHide={onHide}
    header={customer ? customer.name : ''}
    className="sf-modal"
    style={{ width: 'min(56rem, 96vw)' }}
    breakpoints={{ '640px': '100vw' }}
    dismissableMask
    draggable={false}
  >
    {customer && (
      <>
        <p className="sf-modal-register">{`CNPJ ${formatCnpj(customer.register)}`}</p>
        <dl className="detail-grid">
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
          <DetailField label="Representantes" value={representativesText(customer)} wide />
          <DetailField label="Rota" value={orNoInfo(customer.route)} />
          <DetailField label="Sem. Fin.">
            <span className="flag-with-label">
              <FlagSquare flag={customer.financialFlag} />
              <span>{flagInfo(customer.financialFlag).label}</span>
            </span>
            <small className="flag-help">{flagInfo(customer.financialFlag).tooltip}</small>
          </DetailField>
          <DetailField label="Potencial de Venda" value={formatCurrency(customer.salePotential)} />
          <DetailField label="Desconto Médio" value={formatPercent(customer.averageDiscount)} />
          <DetailField label="Prazo Médio" value={`${formatDecimal(customer.averageDeadline, 0)} dias`} />
          <DetailField label="Maior Atraso" value={`${formatInteger(customer.daysGreatestDelay)} dias`} />
          <DetailField label="Títulos em Aberto" value={formatCurrency(customer.openTitles)} />
          <DetailField
            label="Títulos em Atraso"
            value={formatCurrency(customer.overdueTitles)}
            alert={overdueIsAlert(customer.overdueTitles)}
          />
        </dl>
      </>
    )}
  </Dialog>
);
