import type { CustomerWithOrders } from '@portal/contracts';
import type { ReactNode } from 'react';
import { CustomerMapView } from '../../../components/map/customer-map-view.tsx';
import { customersTexts as t } from '../customers-texts.ts';
import { CustomerVisitAction } from './customer-visit-action.tsx';

type Props = {
  customers: readonly CustomerWithOrders[];
  /** The current customer: its pin is drawn as chosen and its card shows over the map. */
  current: string | null;
  onChoose: (register: string | null) => void;
  /** The current customer's details card, the same one the list shows. */
  card: ReactNode;
  /** Its visit is recorded from the card, as on Plano de Visitas. */
  currentCustomer: CustomerWithOrders | undefined;
};

/** The customers on a map, coloured by the financial flag; a tap makes one current and opens its card. */
export const CustomersMap = ({ customers, current, onChoose, card, currentCustomer }: Props) => (
  <CustomerMapView
    customers={customers}
    label={t.mapLabel(customers.length)}
    mapClassName="customers-map"
    selectedId={current}
    onSelect={onChoose}
    sheet={
      current
        ? {
            label: t.currentCustomer,
            className: 'customers-map-card',
            content: (
              <>
                {currentCustomer && (
                  <CustomerVisitAction key={`visit-${currentCustomer.register}`} customer={currentCustomer} />
                )}
                {card}
              </>
            ),
          }
        : null
    }
    unlocatedTestId="customers-unlocated"
  />
);
