import { ProgressSpinner } from 'primereact/progressspinner';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { offlineAnswerTexts } from '../../../components/report-page/offline-answer-note.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { chartsTexts } from '../charts-texts.ts';
import { InfoTip } from './info-tip.tsx';

/** The part of a TanStack query result a tile reads. */
export type TileQuery<D> = { data: D | undefined; error: unknown; isFetching: boolean; isPaused?: boolean };

type Props<D> = {
  title: string;
  /** docs/product.md §8 prefix, e.g. "Erro ao consultar Carteira". */
  errorLabel: string;
  query: TileQuery<D>;
  children: (data: D) => ReactNode;
  info?: string;
  /** Covers the tile instead of a result (Potencial without a representative). */
  cover?: string;
  className?: string;
  /** A link at the header's end (the Comissão tile opens its statement). */
  action?: ReactNode;
};

/**
 * One indicator (docs/product.md §4): its own loading state, its own error message, its own error boundary, so a failing tile
 * never takes the others with it. Its toast is raised with the others' (useTileErrorToasts).
 */
export const IndicatorTile = <D,>({
  title,
  errorLabel,
  query,
  children,
  info,
  cover,
  className,
  action,
}: Props<D>) => {
  const { error, data, isFetching } = query;

  const body = (() => {
    if (cover) return <p className="tile-cover">{cover}</p>;
    // Without signal and with no copy on the device the call waits (paused): say so, as the report screens do.
    if (query.isPaused && data === undefined)
      return (
        <p className="tile-offline" role="status">
          <i className="pi pi-wifi" aria-hidden="true" /> {offlineAnswerTexts.neverFetched}
        </p>
      );
    if (isFetching || (data === undefined && !error)) {
      return (
        <div className="tile-loading" role="status">
          <ProgressSpinner
            style={{ width: '2.25rem', height: '2.25rem' }}
            strokeWidth="5"
            aria-hidden="true"
          />
          <span className="p-sr-only">{chartsTexts.loading}</span>
        </div>
      );
    }
    if (error || data === undefined)
      return <p className="tile-error">{`${errorLabel}: ${errorMessage(error)}`}</p>;
    return (
      <ErrorBoundary what="este indicador" resetKey={data}>
        {children(data)}
      </ErrorBoundary>
    );
  })();

  return (
    <section
      className={className ? `indicator-tile card ${className}` : 'indicator-tile card'}
      aria-busy={isFetching}
      aria-label={title}
    >
      <header className="tile-header">
        <h3>{title}</h3>
        {info && <InfoTip text={info} />}
        {action}
      </header>
      <div className="tile-body">{body}</div>
    </section>
  );
};
