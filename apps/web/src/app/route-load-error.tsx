import { useRouteError } from 'react-router';

/** Last resort when a route cannot even load (typically a chunk gone after a new version was deployed). */
export const RouteLoadError = () => {
  const error = useRouteError();
  const message = error instanceof Error ? error.message : String(error);
  return (
    <div className="error-fallback page-error" role="alert">
      <i className="pi pi-exclamation-triangle" aria-hidden="true" />
      <div>
        <strong>Não foi possível abrir esta página.</strong>
        <p>{message}</p>
        <button type="button" className="p-button p-button-sm" onClick={() => window.location.reload()}>
          Recarregar
        </button>
      </div>
    </div>
  );
};
