import type { VisitOutcome, VisitPlanCustomer } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { customerPin, flagLegendOf } from '../../../components/customer/customer-pins.ts';
import { LazyPinMap } from '../../../components/map/lazy-pin-map.tsx';
import { MapLegend } from '../../../components/map/map-legend.tsx';
import type { TakenPosition } from '../../../lib/geo/current-position.ts';
import type { QueuedVisit } from '../../../lib/visits/visit-queue.ts';
import { visitPlanTexts as t } from '../visit-plan-texts.ts';
import { VisitCard } from './visit-card.tsx';

type Props = {
  /** In the plan's current order: pin N is the Nth customer. */
  customers: readonly VisitPlanCustomer[];
  pendingByRegister: ReadonlyMap<string, QueuedVisit>;
  repName: string;
  onRecord: (
    customer: VisitPlanCustomer,
    outcome: VisitOutcome,
    note: string,
    position: Promise<TakenPosition>,
  ) => void;
};

/**
 * The plan on a map: numbered pins in the plan's order, coloured by the financial flag; a tap opens the customer's
 * card with its actions. Customers without any point are counted and listed under it.
 */
export const PlanMap = ({ customers, pendingByRegister, repName, onRecord }: Props) => {
  const [selected, setSelected] = useState<string | null>(null);
  const pins = useMemo(
    () => customers.flatMap((customer, index) => customerPin(customer, String(index + 1)) ?? []),
    [customers],
  );
  const unlocated = useMemo(
    () =>
      customers.flatMap((customer, index) =>
        customer.location === null ? [{ customer, number: index + 1 }] : [],
      ),
    [customers],
  );
  const legend = useMemo(() => flagLegendOf(customers), [customers]);
  const chosen = customers.find((customer) => customer.register === selected);
  const chosenNumber = chosen ? customers.indexOf(chosen) + 1 : 0;
  return (
    <div className="vp-map-view">
      <div className="vp-map-stage">
        <LazyPinMap
          className="vp-map"
          label={t.mapLabel(customers.length)}
          pins={pins}
          selectedId={selected}
          onSelect={setSelected}
        />
        {chosen && (
          <section className="vp-map-card" aria-label={chosen.name}>
            <div className="vp-map-card-head">
              <button type="button" className="vp-map-card-close" onClick={() => setSelected(null)}>
                <i className="pi pi-times" aria-hidden="true" />
                {t.closeCard}
              </button>
            </div>
            <ul className="vp-cards">
              <VisitCard
                customer={chosen}
                number={chosenNumber}
                compact
                pending={pendingByRegister.get(chosen.register)}
                repName={repName}
                onRecord={onRecord}
              />
            </ul>
          </section>
        )}
      </div>
      <MapLegend colors={legend} cityCentre={pins.some((pin) => pin.atCityCentre)} />
      {unlocated.length > 0 && (
        <details className="vp-unlocated" data-testid="vp-unlocated">
          <summary>{t.unlocated(unlocated.length)}</summary>
          <ol>
            {unlocated.map(({ customer, number }) => (
              <li key={customer.register} value={number}>
                {`${customer.name} · ${customer.city}/${customer.state}`}
              </li>
            ))}
          </ol>
        </details>
      )}
    </div>
  );
};
