import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { dropdownA11y } from '../../../components/filters/dropdown-a11y.ts';
import { MultiSelectFilter } from '../../../components/filters/multi-select-filter.tsx';
import { filterTexts, useEmptyOptionsText } from '../../../components/filters/filter-texts.ts';
import type { CityChoice, RouteOption, VisitPlanFilters } from '../utils/visit-plan-filters.ts';
import { routeOptionLabel } from '../utils/visit-plan-filters.ts';
import { visitPlanTexts as t } from '../visit-plan-texts.ts';

type Props = {
  draft: VisitPlanFilters;
  setDraft: (patch: Partial<VisitPlanFilters>) => void;
  routes: readonly RouteOption[];
  cities: readonly CityChoice[];
  loading: boolean;
  /** A supervisor picks the representative first: the choices are that rep's (docs/product.md §6). */
  disabled: boolean;
  /** Neither a route nor a city: the plan cannot be asked for yet (docs/domain.md §5.1). */
  missingChoice: boolean;
};

/** Rota (the rep's routes, from the Rotas data) and Cidade; Representante is the report frame's. */
export const VisitPlanFilterFields = ({
  draft,
  setDraft,
  routes,
  cities,
  loading,
  disabled,
  missingChoice,
}: Props) => {
  const emptyText = useEmptyOptionsText();
  // The warning waits for the rep to try (a route or a city chosen and taken off); on first open it is a hint.
  const [tried, setTried] = useState(false);
  return (
    <>
      <div className="filter-field">
        <label htmlFor="filter-visit-route">{t.route}</label>
        <Dropdown
          inputId="filter-visit-route"
          value={draft.route ?? null}
          options={routes.map((option) => ({ label: routeOptionLabel(option), value: option.route }))}
          optionLabel="label"
          optionValue="value"
          onChange={(event) => {
            setTried(true);
            setDraft({ route: typeof event.value === 'number' ? event.value : undefined });
          }}
          placeholder={disabled ? t.fillRepresentativeFirst : t.routePlaceholder}
          emptyMessage={emptyText}
          // 50-odd routes: typed digits or a city find one, as in the other pickers.
          filter
          filterBy="label"
          filterPlaceholder={filterTexts.search}
          emptyFilterMessage={filterTexts.noOptions}
          disabled={disabled}
          loading={loading}
          showClear
          pt={dropdownA11y(t.route)}
        />
      </div>
      <MultiSelectFilter
        id="filter-visit-cities"
        label={t.cities}
        options={cities}
        value={draft.cities ?? []}
        onChange={(codes) => {
          setTried(true);
          setDraft({ cities: codes });
        }}
        optionLabel={(city) => city.label}
        optionValue={(city) => city.code}
        disabled={disabled}
        loading={loading}
        placeholder={disabled ? t.fillRepresentativeFirst : t.citiesPlaceholder}
      />
      {missingChoice && (
        <p className={tried ? 'vp-ask is-warning' : 'vp-ask'} role="status" data-testid="vp-ask">
          {tried ? t.chooseRouteOrCity : t.howToStart}
        </p>
      )}
    </>
  );
};
