import { Component, type ErrorInfo, type ReactNode } from 'react';

type Props = {
  children: ReactNode;
  /** What broke, in the fallback text ("esta tela", "este gráfico"). */
  what?: string;
  /** Changing it clears the error (the route's path, a query's filters). */
  resetKey?: unknown;
};
type State = { error: Error | null; resetKey: unknown };

/** A broken widget or screen shows a message and a retry button instead of blanking the page. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Kept in the console for the IT person; the user gets the fallback below.
    console.warn('Erro de renderização', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="error-fallback" role="alert">
        <i className="pi pi-exclamation-triangle" aria-hidden="true" />
        <div>
          <strong>Não foi possível mostrar {this.props.what ?? 'este conteúdo'}.</strong>
          <p>{this.state.error.message}</p>
          <button
            type="button"
            className="p-button p-button-sm p-button-outlined"
            onClick={() => this.setState({ error: null })}
          >
            Tentar novamente
          </button>
        </div>
      </div>
    );
  }
}
