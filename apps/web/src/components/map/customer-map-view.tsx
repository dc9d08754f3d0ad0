import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { customerPin, flagLegendOf, type LocatedCustomer } from '../customer/customer-pins.ts';
import './customer-map-view.css';
import { LazyPinMap } from './lazy-pin-map.tsx';
import { MapCardSheet } from './map-card-sheet.tsx';
import { MapLegend } from './map-legend.tsx';
import { mapTexts as t } from './map-texts.ts';

type Located = LocatedCustomer & { state: string };

type Props = {
  /** In the screen's order; with `numbered`, pin N is the Nth customer. */
  customers: readonly Located[];
  /** Pins and the unlocated list carry each customer's place in that order (a plan's stops). */
  numbered?: boolean;
  /** The map read out for screen readers. */
  label: string;
  /** The screen's class for the map: its height. */
  mapClassName: string;
  selectedId: string | null;
  /** A tap on a pin, or null when the card is closed. */
  onSelect: (register: string | null) => void;
  /** The chosen customer's card over the map; null for none. */
  sheet: { label: string; className: string; content: ReactNode } | null;
  /** The test id of the list of customers without any point. */
  unlocatedTestId: string;
};

/**
 * Customers on a map, coloured by the financial flag; a tap makes one chosen and the screen shows its card over the
 * map. Customers without any point are counted and listed under it.
 */
export const CustomerMapView = ({
  customers,
  numbered = false,
  label,
  mapClassName,
  selectedId,
  onSelect,
  sheet,
  unlocatedTestId,
}: Props) => {
  const pins = useMemo(
    () =>
      customers.flatMap((customer, index) => customerPin(customer, numbered ? String(index + 1) : '') ?? []),
    [customers, numbered],
  );
  const unlocated = useMemo(
    () =>
      customers.flatMap((customer, index) =>
        customer.location === null ? [{ customer, number: index + 1 }] : [],
      ),
    [customers],
  );
  const legend = useMemo(() => flagLegendOf(customers), [customers]);
  const items = unlocated.map(({ customer, number }) => (
    <li key={customer.register} {...(numbered ? { value: number } : {})}>
      {`${customer.name} · ${customer.city}/${customer.state}`}
    </li>
  ));
  return (
    <div className="customer-map-view">
      <div className="customer-map-stage">
        <LazyPinMap
          className={`customer-map ${mapClassName}`}
          label={label}
          pins={pins}
          selectedId={selectedId}
          onSelect={onSelect}
        />
        {sheet && (
          <MapCardSheet label={sheet.label} className={sheet.className} onClose={() => onSelect(null)}>
            {sheet.content}
          </MapCardSheet>
        )}
      </div>
      <MapLegend colors={legend} cityCentre={pins.some((pin) => pin.atCityCentre)} />
      {unlocated.length > 0 && (
        <details className="customer-map-unlocated" data-testid={unlocatedTestId}>
          <summary>{t.unlocated(unlocated.length)}</summary>
          {numbered ? <ol>{items}</ol> : <ul>{items}</ul>}
        </details>
      )}
    </div>
  );
};
