import type { CustomerOrdersQuery, CustomerWithOrders } from '@portal/contracts';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNotify } from '../../../components/notify/notify-context.ts';
import { errorMessage, isApiError } from '../../../lib/api-error.ts';
import { customerOrdersKey, customerOrdersPagesKey, getCustomerOrders } from '../api/get-customer-orders.ts';
import { useUpdateCustomerRoute } from '../api/update-customer-route.ts';
import { customersTexts as t } from '../customers-texts.ts';
import { parseRoute } from '../utils/route-edit.ts';

/** The route as the server holds it after someone else changed it (a 409). */
export type RouteConflict = { register: string; route: number; routeVersion: number };

/**
 * Route edits of the Clientes screen: one pending edit per customer (so switching customers loses nothing),
 * Salvar with the optimistic-lock version, the cached answer patched on success, a 409 turned into a choice.
 */
export const useRouteSave = (query: CustomerOrdersQuery) => {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const mutation = useUpdateCustomerRoute();
  const [edits, setEdits] = useState<ReadonlyMap<string, string>>(() => new Map());
  const [conflict, setConflict] = useState<RouteConflict | null>(null);

  // The answer is cached whole or, for a long period, page by page: whichever holds it is patched.
  const patchCustomer = useCallback(
    (register: string, patch: Partial<CustomerWithOrders>) => {
      const patched = (customers: CustomerWithOrders[]) =>
        customers.map((customer) =>
          customer.register === register ? { ...customer, ...patch, orders: customer.orders } : customer,
        );
      queryClient.setQueryData<CustomerWithOrders[]>(customerOrdersKey(query), (old) => old && patched(old));
      queryClient.setQueryData<InfiniteData<CustomerWithOrders[]>>(
        customerOrdersPagesKey(query),
        (old) => old && { ...old, pages: old.pages.map(patched) },
      );
    },
    [queryClient, query],
  );

  const setEdit = useCallback((register: string, text: string | null) => {
    setEdits((current) => {
      const next = new Map(current);
      if (text === null) next.delete(register);
      else next.set(register, text);
      return next;
    });
  }, []);

  const fetchCurrent = useCallback(
    async (register: string): Promise<CustomerWithOrders | undefined> => {
      // Without the route and city filters: the changed route may no longer match them.
      const fresh = await getCustomerOrders({
        initialIssueDate: query.initialIssueDate,
        finalIssueDate: query.finalIssueDate,
        representativeId: query.representativeId,
        customers: [register],
      });
      return fresh.find((customer) => customer.register === register);
    },
    [query],
  );

  const save = useCallback(
    (customer: CustomerWithOrders) => {
      const text = edits.get(customer.register);
      if (text === undefined) return;
      const { register } = customer;
      mutation.mutate(
        { register, route: parseRoute(text), routeVersion: customer.routeVersion },
        {
          onSuccess: (saved) => {
            patchCustomer(register, { route: saved.route, routeVersion: saved.routeVersion });
            setEdit(register, null);
            setConflict(null);
            notify.success(t.saved);
          },
          onError: (error) => {
            if (isApiError(error) && error.status === 409) {
              notify.warn(error.message);
              void fetchCurrent(register)
                .then((current) => {
                  if (current)
                    setConflict({ register, route: current.route, routeVersion: current.routeVersion });
                })
                .catch((fetchError: unknown) => notify.error(`${t.saveError}: ${errorMessage(fetchError)}`));
              return;
            }
            // The typed value stays in the box for another try.
            notify.error(`${t.saveError}: ${errorMessage(error)}`);
          },
        },
      );
    },
    [edits, mutation, patchCustomer, setEdit, fetchCurrent, notify],
  );

  /** Take the server's route: the edit is dropped. */
  const takeCurrent = useCallback(() => {
    if (!conflict) return;
    patchCustomer(conflict.register, { route: conflict.route, routeVersion: conflict.routeVersion });
    setEdit(conflict.register, null);
    setConflict(null);
  }, [conflict, patchCustomer, setEdit]);

  /** Keep the typed route: the next Salvar overwrites the server's with the fresh version. */
  const keepMine = useCallback(() => {
    if (!conflict) return;
    patchCustomer(conflict.register, { route: conflict.route, routeVersion: conflict.routeVersion });
    setConflict(null);
  }, [conflict, patchCustomer]);

  return { edits, setEdit, save, saving: mutation.isPending, conflict, takeCurrent, keepMine };
};
