import type { CityOption, CustomerOption } from '@portal/contracts';
import { InputText } from 'primereact/inputtext';
import { useCallback, useState } from 'react';
import { RemoteMultiSelect } from './remote-multi-select.tsx';
import { cityLabel, searchCities } from './api/search-cities.ts';
import { customerLabel, searchCustomers } from './api/search-customers.ts';

/** A screen without a Rota filter (Faturado, Carteira) has no `route` in its filters, and no Rota box. */
type Draft = { cities?: number[]; customers?: string[]; route?: string };

type Props = {
  draft: Draft;
  setDraft: (patch: Partial<Draft>) => void;
  /** The representative the searches are narrowed to; without one they stay disabled (docs/product.md §6). */
  representativeId: number | undefined;
  disabledText: string;
  /** Cliente alone (no Cidade). */
  customersOnly?: boolean;
};

/**
 * The options picked on any screen of this page load, for their labels when the codes come back in another screen's
 * filters (carried from the last Consultar, decision 024).
 */
const knownCities = new Map<number, CityOption>();
const knownCustomers = new Map<string, CustomerOption>();

/**
 * Cidade and Cliente (remote multi-selects, 700 ms trailing debounce in the shared widget) and Rota. The filters
 * hold codes only (they travel in the URL); the options picked are remembered here for their labels.
 */
export const CityCustomerFields = ({
  draft,
  setDraft,
  representativeId,
  disabledText,
  customersOnly = false,
}: Props) => {
  const [cities, setCities] = useState(() => new Map(knownCities));
  const [customers, setCustomers] = useState(() => new Map(knownCustomers));
  const disabled = representativeId === undefined;
  const findCities = useCallback(
    (text: string, signal: AbortSignal) => searchCities(text, representativeId, signal),
    [representativeId],
  );
  const findCustomers = useCallback(
    (text: string, signal: AbortSignal) => searchCustomers(text, representativeId, signal),
    [representativeId],
  );

  return (
    <>
      {!customersOnly && (
        <RemoteMultiSelect<CityOption>
          id="filter-cities"
          label="Cidade"
          queryKey={`city-search-${representativeId ?? 0}`}
          value={(draft.cities ?? []).map((code) => cities.get(code) ?? { code, name: '', stateCode: '' })}
          onChange={(picked) => {
            for (const city of picked) knownCities.set(city.code, city);
            setCities((known) => new Map([...known, ...picked.map((city) => [city.code, city] as const)]));
            setDraft({ cities: picked.map((city) => city.code) });
          }}
          search={findCities}
          optionLabel={cityLabel}
          optionKey={(city) => city.code}
          disabled={disabled}
          placeholder={disabled ? disabledText : 'Digite para buscar'}
        />
      )}
      <RemoteMultiSelect<CustomerOption>
        id="filter-customers"
        label="Cliente"
        queryKey={`customer-search-${representativeId ?? 0}`}
        value={(draft.customers ?? []).map((register) => customers.get(register) ?? { register, name: '' })}
        onChange={(picked) => {
          for (const customer of picked) knownCustomers.set(customer.register, customer);
          setCustomers(
            (known) =>
              new Map([...known, ...picked.map((customer) => [customer.register, customer] as const)]),
          );
          setDraft({ customers: picked.map((customer) => customer.register) });
        }}
        search={findCustomers}
        optionLabel={customerLabel}
        optionKey={(customer) => customer.register}
        disabled={disabled}
        placeholder={disabled ? disabledText : 'Digite para buscar'}
      />
      {draft.route !== undefined && (
        <div className="filter-field">
          <label htmlFor="filter-route">Rota</label>
          <InputText
            id="filter-route"
            inputMode="numeric"
            value={draft.route}
            // A route is a number 0–9999 (contracts' routeFilter).
            onChange={(event) => setDraft({ route: event.target.value.replace(/\D/g, '').slice(0, 4) })}
          />
        </div>
      )}
    </>
  );
};
