import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '../error-boundary.tsx';
import { FullSpinner } from '../full-spinner.tsx';
import type { PinMapProps } from './pin-map.tsx';
import { mapTexts as t } from './map-texts.ts';
import { useMapSettings } from './use-map-settings.ts';

// Leaflet and its clusters are a chunk of their own, fetched the first time a map is opened (docs/decisions/133).
const PinMap = lazy(() => import('./pin-map.tsx'));

type Props = Omit<PinMapProps, 'tiles'> & {
  /** What the map shows, read out for the canvas (the list view is its accessible alternative). */
  label: string;
  className?: string;
};

/** A map of pins, loaded on demand; the region is named for screen readers, who use the list instead. */
export const LazyPinMap = ({ label, className, ...props }: Props) => {
  const tiles = useMapSettings();
  return (
    <div className={`pin-map ${className ?? ''}`} role="region" aria-label={label}>
      <ErrorBoundary what={t.failed}>
        <Suspense fallback={<FullSpinner label={t.loading} />}>
          <PinMap tiles={tiles} {...props} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
};
