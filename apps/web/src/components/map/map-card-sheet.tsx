import type { ReactNode } from 'react';
import './map-card-sheet.css';
import { mapTexts as t } from './map-texts.ts';

type Props = {
  /** What the sheet holds, read out (the customer's name, or what the card is). */
  label: string;
  /** The screen's own class: the sheet's width on a wide screen, what the card inside needs. */
  className: string;
  onClose: () => void;
  children: ReactNode;
};

/** The chosen pin's card over the map, with a close bar above it in the sheet's flow (docs/decisions/137). */
export const MapCardSheet = ({ label, className, onClose, children }: Props) => (
  <section className={`map-card-sheet ${className}`} aria-label={label}>
    <div className="map-card-sheet-head">
      <button type="button" className="map-card-sheet-close" onClick={onClose}>
        <i className="pi pi-times" aria-hidden="true" />
        {t.closeCard}
      </button>
    </div>
    {children}
  </section>
);
