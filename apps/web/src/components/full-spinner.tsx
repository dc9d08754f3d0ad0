import { ProgressSpinner } from 'primereact/progressspinner';

/** Fills its container while something the screen needs (the user, the representative id) is not known yet. */
export const FullSpinner = ({ label = 'Carregando...' }: { label?: string }) => (
  <div className="full-spinner" role="status" aria-live="polite">
    <ProgressSpinner style={{ width: '3rem', height: '3rem' }} strokeWidth="4" aria-hidden="true" />
    <span className="full-spinner-label">{label}</span>
  </div>
);
