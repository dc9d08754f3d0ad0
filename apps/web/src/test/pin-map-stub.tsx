import type { PinMapProps } from '../components/map/pin-map.tsx';

/**
 * Leaflet draws nothing in jsdom: each pin stands in as a button that taps it, named "Pino <stop number>" or, with
 * no number, "Pino <name>". Used as `vi.mock('…/components/map/lazy-pin-map.tsx', () => import('…/pin-map-stub.tsx'))`.
 */
export const LazyPinMap = ({ label, pins, onSelect }: Omit<PinMapProps, 'tiles'> & { label: string }) => (
  <div role="region" aria-label={label}>
    {pins.map((pin) => (
      <button key={pin.id} type="button" onClick={() => onSelect(pin.id)}>
        {`Pino ${pin.label || pin.title}`}
      </button>
    ))}
  </div>
);
