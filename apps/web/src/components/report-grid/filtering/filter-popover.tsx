import { Button } from 'primereact/button';
import { OverlayPanel } from 'primereact/overlaypanel';
import { TabPanel, TabView } from 'primereact/tabview';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ConditionsTab, emptyCondition } from './conditions-tab.tsx';
import { gridTexts } from '../texts.ts';
import type { ColumnFilter, ConditionFilter, GridColumn, GridRow } from '../types.ts';
import { valueListFilter } from './filter-model.ts';
import { ValueListTab } from './value-list-tab.tsx';
import { flagColorOfLabel } from '../../customer/financial-flag.ts';

type Props<Row extends GridRow> = {
  column: GridColumn<Row>;
  anchor: HTMLElement;
  /** The column's value list (rows kept by the other columns' filters). */
  values: string[];
  current: ColumnFilter | undefined;
  onApply: (filter: ColumnFilter | null) => void;
  onClose: () => void;
};

const initialConditions = <Row extends GridRow>(
  column: GridColumn<Row>,
  current: ColumnFilter | undefined,
): ConditionFilter =>
  current?.kind === 'conditions'
    ? current
    : { kind: 'conditions', join: 'and', conditions: [emptyCondition(column.type)] };

/**
 * Per-column filter (docs/product.md §2.15): "Valores" (value list with search and SELECIONAR TODOS) and "Avançado"
 * (conditions joined by e/ou); Aplicar applies the open tab, Limpar removes the column's filter, Cancelar closes.
 */
export const FilterPopover = <Row extends GridRow>({
  column,
  anchor,
  values,
  current,
  onApply,
  onClose,
}: Props<Row>): ReactNode => {
  const panel = useRef<OverlayPanel>(null);
  const [tab, setTab] = useState(current?.kind === 'conditions' ? 1 : 0);
  const [selected, setSelected] = useState<Set<string>>(
    () => new Set(current?.kind === 'values' ? current.values : values),
  );
  const [search, setSearch] = useState('');
  const [conditions, setConditions] = useState(() => initialConditions(column, current));

  // Shown one task after mounting: shown in the mounting commit, the panel's enter transition never runs and it
  // stays parked at PrimeReact's off-screen -9999px.
  useEffect(() => {
    const timer = setTimeout(() => panel.current?.show(null, anchor));
    return () => clearTimeout(timer);
  }, [anchor]);

  const close = (): void => panel.current?.hide();
  const apply = (): void => {
    if (tab === 0) {
      onApply(valueListFilter(values, selected, search));
    } else {
      onApply(conditions);
    }
    close();
  };

  return (
    <OverlayPanel
      ref={panel}
      onHide={onClose}
      className="rg-filter-panel"
      aria-label={gridTexts.filterOf(column.name)}
    >
      <div className="rg-filter-title">{column.name}</div>
      <TabView activeIndex={tab} onTabChange={(event) => setTab(event.index)}>
        <TabPanel header={gridTexts.valuesTab}>
          <ValueListTab
            values={values}
            selected={selected}
            onChange={setSelected}
            search={search}
            onSearch={setSearch}
            swatchOf={column.formatter === 'financialFlag' ? flagColorOfLabel : undefined}
          />
        </TabPanel>
        <TabPanel header={gridTexts.advancedTab}>
          <ConditionsTab type={column.type} draft={conditions} onChange={setConditions} />
        </TabPanel>
      </TabView>
      <div className="rg-filter-actions">
        <Button type="button" label={gridTexts.apply} size="small" onClick={apply} />
        <Button
          type="button"
          label={gridTexts.clear}
          size="small"
          severity="secondary"
          outlined
          onClick={() => {
            onApply(null);
            close();
          }}
        />
        <Button
          type="button"
          label={gridTexts.cancel}
          size="small"
          severity="secondary"
          text
          onClick={close}
        />
      </div>
    </OverlayPanel>
  );
};
