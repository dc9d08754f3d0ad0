import type { CurrentUser } from '@portal/contracts';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link, Navigate, Route, Routes, useParams, useSearchParams } from 'react-router';
import { FullSpinner } from '../../components/full-spinner.tsx';
import { orderPaths, paths } from '../../config/paths.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { useSession } from '../../lib/auth/session-store.ts';
import { useOrderDraft } from './api/get-order-draft.ts';
import { useOrderRepeat } from './api/get-order-repeat.ts';
import { localDrafts } from './api/order-outbox.ts';
import { CustomerPicker } from './components/customer-picker.tsx';
import { OrderEditor } from './components/order-editor.tsx';
import { OrdersList } from './components/orders-list.tsx';
import { SentOrder } from './components/sent-order.tsx';
import { ordersTexts as t } from './orders-texts.ts';
import { localFromServer } from './utils/from-server.ts';
import { newOrder, newOrderId } from './utils/order-draft.ts';
import { repeatedOrder } from './utils/repeat-order.ts';
import './orders.css';

type User = Pick<CurrentUser, 'username' | 'name' | 'representativeId' | 'kind'>;

const repNameOf = (name: string): string =>
  name
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** A supervisor or the administrator takes orders for the reps they see, and picks the rep (docs/domain.md §4). */
const seesOtherReps = (user: User): boolean => user.kind !== 'rep';

/** `/orders/new`: the customer from the link ("Fazer pedido") or picked here; a new draft with the device's id. */
const NewOrder = ({ user }: { user: User }) => {
  const [params] = useSearchParams();
  const [id] = useState(newOrderId);
  const [created, setCreated] = useState(false);
  const supervisor = seesOtherReps(user);
  const register = params.get('customer');

  const create = (customer: { register: string; name: string }, representativeId: number | undefined) => {
    if (!localDrafts.get(user.username, id))
      localDrafts.put(
        user.username,
        newOrder(id, customer, {
          representativeId: supervisor ? representativeId : undefined,
          recordVisit: params.get('visit') === '1',
        }),
      );
    setCreated(true);
  };

  useEffect(() => {
    if (register && /^\d{14}$/.test(register))
      create(
        { register, name: params.get('name') ?? register },
        Number(params.get('representativeId')) || undefined,
      );
    // Runs once per link: the id is this visit's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [register]);

  if (created) return <Navigate to={orderPaths.order(id)} replace />;
  if (register) return <FullSpinner />;
  return <CustomerPicker supervisor={supervisor} onPick={(customer, rep) => create(customer, rep)} />;
};

/** `/orders/repeat/:number`: a past order's orderable lines and terms as today allows, the rest shown with why. */
const RepeatOrder = ({ user }: { user: User }) => {
  const number = Number(useParams().number);
  const repeat = useOrderRepeat(Number.isInteger(number) && number > 0 ? number : null);
  const [id] = useState(newOrderId);
  const [created, setCreated] = useState(false);
  const data = repeat.data;
  useEffect(() => {
    if (!data || localDrafts.get(user.username, id)) return;
    localDrafts.put(
      user.username,
      repeatedOrder(id, data, {
        representativeId: seesOtherReps(user) ? data.representativeId : undefined,
      }),
    );
    setCreated(true);
  }, [data, id, user]);
  if (created) return <Navigate to={orderPaths.order(id)} replace />;
  if (repeat.error)
    return <p className="report-error" role="alert">{`${t.repeatError}: ${errorMessage(repeat.error)}`}</p>;
  return <FullSpinner />;
};

/** `/orders/:id`: the draft being typed, or the sent order with its state. */
const OrderScreen = ({ user }: { user: User }) => {
  const id = useParams().id ?? '';
  const local = useSyncExternalStore(localDrafts.subscribe, () => localDrafts.get(user.username, id));
  const remote = useOrderDraft(local && local.status !== 'sent' ? null : id);
  const answer = remote.data;
  useEffect(() => {
    if (!answer) return;
    if (!local) localDrafts.put(user.username, localFromServer(answer));
    else if (answer.status === 'draft' && local.status === 'sent') {
      // An order only goes back to draft when a supervisor rejects it after this send: the rep edits it here
      // again. A draft answer older than the send is the cached one from before it, and is ignored.
      if (answer.rejection && Date.parse(answer.rejection.at) > Date.parse(local.server?.sentAt ?? ''))
        localDrafts.put(user.username, { ...localFromServer(answer), recordVisit: local.recordVisit });
    } else if (
      answer.status !== local.server?.status ||
      answer.erpOrderNumber !== local.server.erpOrderNumber
    )
      localDrafts.patch(user.username, id, (order) => ({ ...order, server: answer }));
  }, [answer, local, user.username, id]);

  if (local?.status === 'sent' && local.server)
    // A draft answer here is the cached one from before the send: the send's own answer is newer.
    return (
      <SentOrder
        order={answer && answer.status !== 'draft' ? answer : local.server}
        repName={repNameOf(user.name)}
      />
    );
  if (local)
    return (
      <OrderEditor
        key={local.id}
        order={local}
        username={user.username}
        supervisor={seesOtherReps(user)}
        repName={repNameOf(user.name)}
      />
    );
  if (remote.error)
    return (
      <div className="order-missing card">
        <p role="alert">{t.draftMissing}</p>
        <Link to={paths.orders}>{t.backToList}</Link>
      </div>
    );
  return <FullSpinner />;
};

const ListScreen = ({ user }: { user: User }) => (
  <>
    <div className="orders-top">
      <h2>{t.title}</h2>
      <Link className="order-button is-primary" to={`${paths.orders}/new`}>
        <i className="pi pi-plus" aria-hidden="true" />
        {t.newOrder}
      </Link>
    </div>
    <OrdersList username={user.username} supervisor={seesOtherReps(user)} />
  </>
);

/** Pedidos (`/orders`, docs/domain.md §6): the list, a new order, "Repetir pedido", and one order by its id. */
export const OrdersPage = () => {
  const { user } = useSession();
  if (!user) return <FullSpinner label="Carregando representante..." />;
  return (
    <div className="page orders-page">
      <Routes>
        <Route index element={<ListScreen user={user} />} />
        <Route path="new" element={<NewOrder user={user} />} />
        <Route path="repeat/:number" element={<RepeatOrder user={user} />} />
        <Route path=":id" element={<OrderScreen user={user} />} />
      </Routes>
    </div>
  );
};
