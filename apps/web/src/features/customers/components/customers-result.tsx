import type { CustomerOrdersQuery, CustomerWithOrders } from '@portal/contracts';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useMemo, useState } from 'react';
import { customersTexts as t } from '../customers-texts.ts';
import { stepOrder } from '../utils/order-navigation.ts';
import { canSave } from '../utils/route-edit.ts';
import { formatCnpj } from '../../../components/customer/customer-display.ts';
import { CustomerDetails } from './customer-details.tsx';
import { FlagTooltips } from '../../../components/customer/flag-square.tsx';
import { OrderCard } from './order-card.tsx';
import { dropdownA11y } from '../../../components/filters/dropdown-a11y.ts';
import { useRouteSave } from './use-route-save.ts';
import { CustomersMap } from './customers-map.tsx';
import { ListMapSwitch, type ListOrMap } from '../../../components/map/list-map-switch.tsx';
import { PHONE_MEDIA, useMediaQuery } from '../../../lib/use-media-query.ts';

type Props = { customers: readonly CustomerWithOrders[]; query: CustomerOrdersQuery };

/**
 * Cliente Atual, its details and Pedido Atual (docs/product.md §2.8, §4): the first customer and its first order start
 * current; choosing another customer goes back to its first order.
 */
export const CustomersResult = ({ customers, query }: Props) => {
  const [register, setRegister] = useState(customers[0]?.register);
  const [orderIndex, setOrderIndex] = useState(0);
  const [view, setView] = useState<ListOrMap>('list');
  // On the map no customer is open until a pin is tapped; the list always shows the current one.
  const [mapOpen, setMapOpen] = useState(false);
  const routes = useRouteSave(query);
  // Options are 44 px targets on a phone (styles/touch-targets.css); the virtual list must know their height.
  const phone = useMediaQuery(PHONE_MEDIA);
  const customer = customers.find((item) => item.register === register) ?? customers[0];
  const options = useMemo(
    () =>
      customers.map((item) => ({
        value: item.register,
        label: `${formatCnpj(item.register)} - ${item.name}`,
      })),
    [customers],
  );
  if (!customer) return null;

  const edit = routes.edits.get(customer.register);
  const details = (
    <CustomerDetails
      key={customer.register}
      customer={customer}
      routeText={edit ?? String(customer.route)}
      edited={edit !== undefined}
      onRouteChange={(text) => routes.setEdit(customer.register, text)}
    />
  );
  const conflict = routes.conflict?.register === customer.register ? routes.conflict : null;

  return (
    <div className="customers-result">
      <div className="customers-toolbar">
        <ListMapSwitch view={view} onView={setView} />
        <div className="filter-field customers-picker">
          <label htmlFor="current-customer">{t.currentCustomer}</label>
          <Dropdown
            inputId="current-customer"
            options={options}
            value={customer.register}
            onChange={(event) => {
              setRegister(String(event.value));
              setOrderIndex(0);
            }}
            filter
            placeholder={t.selectCustomer}
            emptyFilterMessage="Nenhuma opção encontrada."
            virtualScrollerOptions={options.length > 100 ? { itemSize: phone ? 44 : 38 } : undefined}
            pt={dropdownA11y(t.currentCustomer)}
          />
        </div>
        <Button
          type="button"
          label={t.save}
          icon="pi pi-save"
          disabled={!canSave(routes.edits, customer.register, routes.saving)}
          loading={routes.saving}
          onClick={() => routes.save(customer)}
        />
      </div>
      {conflict && (
        <div className="route-conflict" role="alert">
          <i className="pi pi-exclamation-triangle" aria-hidden="true" />
          <span>{`Registro alterado por outro usuário. ${t.conflictCurrent}: ${conflict.route}.`}</span>
          <div className="route-conflict-actions">
            <Button
              type="button"
              size="small"
              label={`${t.conflictUseCurrent} (${conflict.route})`}
              onClick={routes.takeCurrent}
            />
            <Button
              type="button"
              size="small"
              outlined
              label={t.conflictKeepMine}
              onClick={routes.keepMine}
            />
          </div>
        </div>
      )}
      <FlagTooltips />
      {view === 'map' ? (
        <CustomersMap
          customers={customers}
          current={mapOpen ? customer.register : null}
          onChoose={(chosen) => {
            setMapOpen(chosen !== null);
            if (chosen === null) return;
            setRegister(chosen);
            setOrderIndex(0);
          }}
          card={details}
          currentCustomer={customer}
        />
      ) : (
        <div className="customers-columns">
          {details}
          <OrderCard
            orders={customer.orders}
            index={Math.min(orderIndex, Math.max(0, customer.orders.length - 1))}
            onStep={(step) => setOrderIndex((index) => stepOrder(index, step, customer.orders.length))}
          />
        </div>
      )}
    </div>
  );
};
