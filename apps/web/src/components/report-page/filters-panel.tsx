import { Button } from 'primereact/button';
import type { CSSTransitionProps } from 'primereact/csstransition';
import { Panel } from 'primereact/panel';
import { useState, type FormEvent, type ReactNode } from 'react';
import { filtersPanelPt } from './filters-panel-pt.ts';
import { RepresentativeField } from './representative-field.tsx';
import type { BaseFilters, ReportFilters } from './use-report-filters.ts';

export type FiltersPanelProps<F extends BaseFilters> = {
  report: ReportFilters<F>;
  /** The screen's filter widgets, bound to `report.draft` (the Representante field is added here). */
  children: ReactNode;
  /** Consultar once accepted; the panel collapses after it. */
  onSubmit: () => void;
  /** Consultar stays disabled while false (e.g. Carteira without a representative, docs/product.md §5). */
  canSubmit?: boolean;
  /** Consultar shows its spinner while true. */
  loading?: boolean;
  /** What a typed Representante does to the draft; by default it only sets `representativeId`. */
  onRepresentativeChange?: (representativeId: number | null) => void;
};

// react-transition-group's types ask for an end listener the disabled transition never calls.
const collapseAtOnce = { disabled: true } as CSSTransitionProps;

/**
 * The Filtros panel of report screens (docs/product.md §2.4): open first, collapsed after a query (or when the URL
 * already holds one), Representante for a supervisor, the screen's widgets, Limpar and Consultar.
 */
export const FiltersPanel = <F extends BaseFilters>({
  report,
  children,
  onSubmit,
  canSubmit = true,
  loading,
  onRepresentativeChange,
}: FiltersPanelProps<F>) => {
  const [collapsed, setCollapsed] = useState(report.applied !== null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    onSubmit();
    setCollapsed(true);
  };

  return (
    <Panel
      header="Filtros"
      toggleable
      collapsed={collapsed}
      onToggle={(event) => setCollapsed(event.value)}
      className="report-filters"
      pt={filtersPanelPt(collapsed)}
      // Collapsing at once: an animated collapse moves the results below it on every frame while they are first
      // drawn, and each move lays the page out again (bench/web/README.md, "The Filtros panel collapses at once").
      transitionOptions={collapseAtOnce}
    >
      <form onSubmit={submit} aria-label="Filtros">
        <div className="filter-grid">
          {report.lockedRepresentativeId === null && (
            <RepresentativeField
              value={report.draft.representativeId}
              onChange={
                onRepresentativeChange ??
                ((representativeId) => report.setDraft({ representativeId } as Partial<F>))
              }
            />
          )}
          {children}
        </div>
        <div className="filter-actions">
          <Button type="button" label="Limpar" icon="pi pi-filter-slash" outlined onClick={report.reset} />
          <Button
            type="submit"
            label="Consultar"
            icon="pi pi-search"
            loading={loading}
            disabled={!canSubmit}
          />
        </div>
      </form>
    </Panel>
  );
};
