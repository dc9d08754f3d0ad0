import type { SaleFrequencyCustomer } from '@portal/contracts';
import { Dialog } from 'primereact/dialog';
import { formatCurrency, formatPercent, plural } from '../../../lib/format.ts';
import { formatCnpj, orNoInfo } from '../../../components/customer/customer-display.ts';
import { DetailField } from '../../../components/customer/detail-field.tsx';
import { CustomerScreenLinks } from '../../../components/customer/customer-screen-links.tsx';
import {
  CustomerContactFields,
  CustomerTitleFields,
  FinancialFlagField,
} from '../../../components/customer/customer-detail-fields.tsx';

type Props = { customer: SaleFrequencyCustomer | null; onHide: () => void };

const representativesText = (customer: SaleFrequencyCustomer): string =>
  [
    `${customer.representativeId} - ${customer.representative}`,
    ...customer.representatives.map((rep) => `${rep.id} - ${rep.name}`),
  ].join('; ');

/** The read-only customer detail of Situação Limite (docs/product.md §2.6): every field, "Sem informação" when empty. */
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
        <CustomerScreenLinks
          register={customer.register}
          name={customer.name}
          representativeId={customer.representativeId}
          current="salesFrequency"
        />
        <dl className="detail-grid">
          <CustomerContactFields customer={customer} />
          <DetailField label="Representantes" value={representativesText(customer)} wide />
          <DetailField label="Rota" value={orNoInfo(customer.route)} />
          <FinancialFlagField flag={customer.financialFlag} />
          <DetailField label="Potencial de Venda" value={formatCurrency(customer.salePotential)} />
          <DetailField label="Desconto Médio" value={formatPercent(customer.averageDiscount)} />
          <DetailField
            label="Prazo Médio"
            value={plural(Math.round(customer.averageDeadline), 'dia', 'dias')}
          />
          <CustomerTitleFields customer={customer} />
        </dl>
      </>
    )}
  </Dialog>
);
