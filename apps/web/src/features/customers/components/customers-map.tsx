import type { CustomerWithOrders } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { customerPin, flagLegendOf } from '../../../components/customer/customer-pins.ts';
import { LazyPinMap } from '../../../components/map/lazy-pin-map.tsx';
import { MapLegend } from '../../../components/map/map-legend.tsx';
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
export const CustomersMap = ({ customers, current, onChoose, card, currentCustomer }: Props) => {
  const pins = useMemo(() => customers.flatMap((customer) => customerPin(customer, '') ?? []), [customers]);
  const unlocated = useMemo(() => customers.filter((customer) => customer.location === null), [customers]);
  const legend = useMemo(() => flagLegendOf(customers), [customers]);
  return (
    <div className="customers-map-view">
      <div className="customers-map-stage">
        <LazyPinMap
          className="customers-map"
          label={t.mapLabel(customers.length)}
          pins={pins}
          selectedId={current}
          onSelect={onChoose}
        />
        {current && (
          <section className="customers-map-card" aria-label={t.currentCustomer}>
            <div className="customers-map-card-head">
              <button type="button" className="customers-map-card-close" onClick={() => onChoose(null)}>
                <i className="pi pi-times" aria-hidden="true" />
                {t.closeCard}
              </button>
            </div>
            {currentCustomer && (
              <CustomerVisitAction key={`visit-${currentCustomer.register}`} customer={currentCustomer} />
            )}
            {card}
          </section>
        )}
      </div>
      <MapLegend colors={legend} cityCentre={pins.some((pin) => pin.atCityCentre)} />
      {unlocated.length > 0 && (
        <details className="customers-unlocated" data-testid="customers-unlocated">
          <summary>{t.unlocated(unlocated.length)}</summary>
          <ul>
            {unlocated.map((customer) => (
              <li key={customer.register}>{`${customer.name} · ${customer.city}/${customer.state}`}</li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
};
