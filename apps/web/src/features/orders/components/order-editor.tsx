import type { CatalogReference, OrderApproval } from '@portal/contracts';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { toIsoDate } from '../../../lib/dates.ts';
import { formatCnpj, formatDate, formatDateTime, formatTime } from '../../../lib/format.ts';
import { useOnline } from '../../../lib/online-status.ts';
import { outbox, useOutboxItems } from '../../../lib/outbox/app-outbox.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { useCatalog } from '../api/get-catalog.ts';
import { useOrderContext } from '../api/get-order-context.ts';
import { localDrafts, queueDelete, queueSave, queueSend } from '../api/order-outbox.ts';
import { ordersTexts as t } from '../orders-texts.ts';
import { catalogOrder } from '../utils/catalog-order.ts';
import { deviceProblems, deviceWarnings, type OrderCheck } from '../utils/order-checks.ts';
import { withCells, withPacks, type LocalOrder } from '../utils/order-draft.ts';
import { gridCellKey } from '../utils/grid-model.ts';
import { summarize } from '../utils/order-summary.ts';
import { draftPdfOrder } from '../utils/draft-pdf.ts';
import { CatalogList } from './catalog-list.tsx';
import { SharePdfButton } from './share-pdf-button.tsx';
import { OrderFields } from './order-fields.tsx';
import { OrderTermsSummary } from './order-terms-summary.tsx';
import { OrderGrid } from './order-grid.tsx';
import type { GridCell } from '../utils/grid-model.ts';
import type { LineCell, LineCheck } from './order-line.tsx';
import { OrderLines } from './order-lines.tsx';
import { OrderSummaryPanel } from './order-summary-panel.tsx';

/** Saves of a draft as it is typed leave after this pause: one PUT for a burst of taps. */
export const SAVE_DELAY_MS = 800;

const normalized = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

type Checked = { problems: OrderCheck[]; warnings: OrderCheck[] };
const NO_LINE_CHECKS: LineCheck[] = [];
const NO_APPROVALS: OrderApproval[] = [];

const OneLineQuantity = ({
  reference,
  parts,
  onChange,
}: {
  reference: CatalogReference;
  parts: number;
  onChange: (parts: number) => void;
}) => (
  <div className="order-one-line">
    <span>{t.oneLine}</span>
    <div className="order-stepper">
      <button
        type="button"
        className="order-step"
        aria-label={t.less(reference.reference)}
        onClick={() => onChange(Math.max(0, parts - 1))}
      >
        <i className="pi pi-minus" aria-hidden="true" />
      </button>
      <input
        type="text"
        inputMode="numeric"
        aria-label={`${t.parts} ${reference.reference}`}
        value={parts === 0 ? '' : String(parts)}
        placeholder="0"
        onFocus={(event) => event.currentTarget.select()}
        onChange={(event) => onChange(Number(event.target.value.replace(/\D/g, '').slice(0, 6) || 0))}
      />
      <button
        type="button"
        className="order-step"
        aria-label={t.more(reference.reference)}
        onClick={() => onChange(parts + 1)}
      >
        <i className="pi pi-plus" aria-hidden="true" />
      </button>
    </div>
  </div>
);

/**
 * Taking the order (docs/domain.md §6): the catalog of the customer's table, the grid of the reference opened, and
 * the summary moving on the device as quantities are typed. Every change is kept on the device at once and saved to
 * the server through the outbox a moment later; the send goes the same way, so a dead zone loses nothing.
 */
export const OrderEditor = ({
  order,
  username,
  supervisor,
  repName,
}: {
  order: LocalOrder;
  username: string;
  /** Named on the PDF when the server's printout has not come yet. */
  repName: string;
  /** A rep-0 user: the order names the customer's representative. */
  supervisor: boolean;
}) => {
  const online = useOnline();
  const navigate = useNavigate();
  const today = toIsoDate(new Date());
  const context = useOrderContext({
    customerRegister: order.customer.register,
    representativeId: order.representativeId,
  });
  const priceTable =
    order.priceTable ?? context.data?.priceTable ?? order.knownTable ?? order.server?.priceTable ?? null;
  const catalog = useCatalog(priceTable);
  const [search, setSearch] = useState('');
  const [collection, setCollection] = useState('');
  const [openReference, setOpenReference] = useState<string | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const deferredSearch = useDeferredValue(search);
  const saveTimer = useRef<number | undefined>(undefined);
  const pending = useOutboxItems().some((item) => item.key === order.id && item.status === 'pending');
  const readOnly = order.status !== 'draft';

  const change = useCallback(
    (edit: (current: LocalOrder) => LocalOrder) => {
      const current = localDrafts.get(username, order.id);
      if (!current || current.status !== 'draft') return;
      const next: LocalOrder = { ...edit(current), updatedAt: new Date().toISOString() };
      delete next.refused;
      localDrafts.put(username, next);
      queueSave(username, next);
      setChecked(null);
      window.clearTimeout(saveTimer.current);
      saveTimer.current = window.setTimeout(() => void outbox.flush(username), SAVE_DELAY_MS);
    },
    [username, order.id],
  );
  // Leaving the screen sends what was typed without waiting for the pause.
  useEffect(
    () => () => {
      if (saveTimer.current === undefined) return;
      window.clearTimeout(saveTimer.current);
      void outbox.flush(username);
    },
    [username],
  );

  // What the device learns from the server is kept with the draft, so a reload without signal still knows it.
  const contextData = context.data;
  useEffect(() => {
    if (!contextData) return;
    localDrafts.patch(username, order.id, (current) => ({
      ...current,
      customer: contextData.customer,
      knownTable: contextData.priceTable ?? undefined,
      representativeId: current.representativeId ?? (supervisor ? contextData.representativeId : undefined),
    }));
  }, [contextData, username, order.id, supervisor]);

  // The current collections and the references in stock open the catalog (decision 207).
  const references = useMemo(
    () => catalogOrder(catalog.data?.references ?? [], today),
    [catalog.data, today],
  );
  const catalogMap = useMemo(() => new Map(references.map((item) => [item.reference, item])), [references]);
  const collections = useMemo(() => {
    const seen = new Map<string, string>();
    for (const item of references) seen.set(item.collection.code, item.collection.description);
    return [...seen.entries()];
  }, [references]);
  const shown = useMemo(() => {
    const words = normalized(deferredSearch).split(/\s+/).filter(Boolean);
    return references.filter(
      (item) =>
        (collection === '' || item.collection.code === collection) &&
        words.every((word) => normalized(`${item.reference} ${item.description}`).includes(word)),
    );
  }, [references, deferredSearch, collection]);

  const condition =
    contextData?.terms.paymentConditions.find((entry) => entry.code === order.paymentConditionCode) ?? null;
  const summary = useMemo(
    () =>
      summarize({
        items: order.items,
        packItems: order.packItems,
        catalog: catalogMap,
        context: contextData ?? null,
        discountPercent: order.discountPercent,
        deliveryDate: order.deliveryDate,
        surchargePercent: condition?.surchargePercent ?? 0,
      }),
    [
      order.items,
      order.packItems,
      catalogMap,
      contextData,
      order.discountPercent,
      order.deliveryDate,
      condition,
    ],
  );
  const partsByReference = useMemo(() => {
    const parts = new Map<string, number>();
    for (const { item } of summary.lines)
      parts.set(item.reference, (parts.get(item.reference) ?? 0) + item.parts);
    return parts;
  }, [summary.lines]);
  // The summary's figures move in the tap's own frame; the long lists (lines, catalog badges) follow in a
  // background render, so a grid of 80 lines still answers a tap within 100 ms on a slow phone.
  const linesSummary = useDeferredValue(summary);
  const catalogParts = useDeferredValue(partsByReference);
  const open = openReference === null ? undefined : catalogMap.get(openReference);
  const quantities = useMemo(() => {
    const map = new Map<string, number>();
    if (!open) return map;
    for (const item of order.items)
      if (item.reference === open.reference && item.colorCode !== null && item.size !== null)
        map.set(gridCellKey(item.colorCode, item.size), item.parts);
    return map;
  }, [order.items, open]);
  const packParts = useMemo(() => {
    const map = new Map<string, number>();
    if (!open) return map;
    for (const line of summary.lines)
      if (
        line.fromPacks > 0 &&
        line.item.reference === open.reference &&
        line.item.colorCode &&
        line.item.size
      )
        map.set(gridCellKey(line.item.colorCode, line.item.size), line.fromPacks);
    return map;
  }, [summary.lines, open]);
  const packCounts = useMemo(() => {
    const map = new Map<string, number>();
    if (!open) return map;
    for (const item of order.packItems ?? [])
      if (item.reference === open.reference) map.set(gridCellKey(item.colorCode, item.packCode), item.packs);
    return map;
  }, [order.packItems, open]);
  const setPacks = useCallback(
    (colorCode: string, packCode: string, packs: number) => {
      if (!open) return;
      change((current) => ({
        ...current,
        packItems: withPacks(
          current.packItems ?? [],
          { reference: open.reference, colorCode, packCode },
          packs,
        ),
        descriptions: { ...current.descriptions, [open.reference]: open.description },
      }));
    },
    [change, open],
  );

  const setCells = useCallback(
    (cells: GridCell[]) => {
      if (!open) return;
      change((current) => ({
        ...current,
        items: withCells(
          current.items,
          cells.map((cell) => ({ reference: open.reference, ...cell })),
        ),
        descriptions: { ...current.descriptions, [open.reference]: open.description },
      }));
    },
    [change, open],
  );
  const setOneLine = (parts: number) =>
    open &&
    change((current) => ({
      ...current,
      items: withCells(current.items, [{ reference: open.reference, colorCode: null, size: null, parts }]),
      descriptions: { ...current.descriptions, [open.reference]: open.description },
    }));
  // A line is a cell: removing it takes its pieces and the packs of its colour that fill it.
  const removeLine = useCallback(
    (cell: LineCell) => {
      change((current) => ({
        ...current,
        items: current.items.filter(
          (item) =>
            item.reference !== cell.reference || item.colorCode !== cell.colorCode || item.size !== cell.size,
        ),
        packItems: (current.packItems ?? []).filter(
          (item) =>
            item.reference !== cell.reference ||
            item.colorCode !== cell.colorCode ||
            !catalogMap
              .get(item.reference)
              ?.packs.find((pack) => pack.code === item.packCode)
              ?.sizes.some((size) => size.size === cell.size),
        ),
      }));
    },
    [change, catalogMap],
  );
  const setFields = useCallback(
    (patch: Partial<LocalOrder>) => change((current) => ({ ...current, ...patch })),
    [change],
  );

  // The customer's usual condition is the first choice (docs/domain.md §8.2); the server never picks one.
  const usualCondition = contextData?.terms.usualPaymentCondition ?? null;
  useEffect(() => {
    if (usualCondition === null || order.status !== 'draft' || order.paymentConditionCode !== undefined)
      return;
    change((current) =>
      current.paymentConditionCode === undefined
        ? { ...current, paymentConditionCode: usualCondition }
        : current,
    );
  }, [usualCondition, order.status, order.paymentConditionCode, change]);
  const needsApproval = (order.server?.evaluation.approvals.length ?? 0) > 0;

  const maxDiscount = contextData?.maxDiscountPercent ?? order.server?.maxDiscountPercent ?? null;
  const send = () => {
    // With approval on, a discount above the rep's maximum waits for a supervisor: the server judges it.
    const problems = deviceProblems(
      order,
      summary,
      contextData?.terms.approvalOn ? null : maxDiscount,
      today,
    );
    const warnings = deviceWarnings(summary, catalogMap);
    if (problems.length > 0 || warnings.length > 0) setChecked({ problems, warnings });
    else confirmSend();
  };
  const confirmSend = () => {
    const current = localDrafts.get(username, order.id);
    if (!current) return;
    setChecked(null);
    const sending: LocalOrder = { ...current, status: 'sending', updatedAt: new Date().toISOString() };
    localDrafts.put(username, sending);
    window.clearTimeout(saveTimer.current);
    saveTimer.current = undefined;
    queueSend(username, sending);
    void outbox.flush(username);
  };

  const refused = order.refused;
  const shownChecks = useMemo(
    (): Checked | null =>
      checked ??
      (refused
        ? {
            problems: refused.problems.map((item) => ({ ...item })),
            warnings: refused.warnings.map((item) => ({ ...item })),
          }
        : null),
    [checked, refused],
  );
  // Kept while the checks are, so the long list of lines is not redrawn by a tap that leaves them as they were.
  const lineChecks = useMemo(
    () =>
      shownChecks
        ? [
            ...shownChecks.problems.map((item) => ({ ...item, severity: 'problem' as const })),
            ...shownChecks.warnings.map((item) => ({ ...item, severity: 'warning' as const })),
          ]
        : NO_LINE_CHECKS,
    [shownChecks],
  );
  const toggleReference = useCallback(
    (reference: string) => setOpenReference((current) => (current === reference ? null : reference)),
    [],
  );

  return (
    <div className="order-editor">
      <header className="order-head card">
        <div className="order-customer">
          <h2>{order.customer.name}</h2>
          <p className="order-hint">{formatCnpj(order.customer.register)}</p>
          {order.recordVisit && <p className="order-hint">{t.fromPlan}</p>}
          {order.repeatOf && (
            <p className="order-hint" data-testid="order-repeat-of">
              {t.repeating(order.repeatOf.number, formatDate(order.repeatOf.issueDate))}
            </p>
          )}
        </div>
        <div className="order-table">
          <label htmlFor="order-price-table">{t.priceTable}</label>
          <select
            id="order-price-table"
            value={priceTable ?? ''}
            disabled={readOnly}
            onChange={(event) => setFields({ priceTable: event.target.value || undefined })}
          >
            {priceTable === null && <option value="">—</option>}
            {(catalog.data?.priceTables ?? (priceTable ? [priceTable] : [])).map((table) => (
              <option key={table} value={table}>
                {table}
              </option>
            ))}
          </select>
          <span className="order-hint">
            {t.priceTableOf(order.priceTable ? 'chosen' : (contextData?.priceTableSource ?? null))}
          </span>
        </div>
        <p className="order-save-state" data-testid="order-save-state">
          {order.status === 'sending' || pending
            ? t.savePending
            : order.server
              ? t.savedServer(formatTime(new Date(order.server.savedAt)))
              : t.savedDevice}
          {(order.status === 'sending' || pending) && (
            <span className="order-pending-tag">{t.pendingTag}</span>
          )}
        </p>
      </header>

      {order.status === 'draft' && order.server?.rejection && (
        <div className="order-rejected" role="alert" data-testid="order-rejection">
          <strong>
            {t.rejectedBy(order.server.rejection.by, formatDateTime(new Date(order.server.rejection.at)))}
          </strong>{' '}
          {order.server.rejection.reason}
          <p className="order-hint">{t.rejectedHint}</p>
        </div>
      )}
      {order.refused && (
        <div className="order-refused" role="alert">
          <strong>{t.refusedTitle}</strong> {order.refused.message}
        </div>
      )}
      {order.repeatOf?.notes && order.repeatOf.notes.length > 0 && (
        <div className="order-repeat-notes" role="note" data-testid="order-repeat-notes">
          <strong>{t.repeatTermsChanged}</strong>
          <ul>
            {order.repeatOf.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      )}
      {order.leftOut && order.leftOut.length > 0 && (
        <div className="order-left-out" role="note">
          <strong>{t.repeatLeftOut}</strong>
          <ul>
            {order.leftOut.map((line) => (
              <li key={`${line.label}-${line.reason}`}>{`${line.label}: ${line.reason}`}</li>
            ))}
          </ul>
        </div>
      )}

      <div className="order-columns">
        <div className="order-catalog-column">
          <section className="order-catalog card" aria-label={t.catalog}>
            <div className="order-catalog-filters">
              <input
                type="search"
                aria-label={t.search}
                placeholder={t.search}
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
              <select
                aria-label={t.collection}
                value={collection}
                onChange={(event) => setCollection(event.target.value)}
              >
                <option value="">{t.allCollections}</option>
                {collections.map(([code, description]) => (
                  <option key={code} value={code}>
                    {description}
                  </option>
                ))}
              </select>
            </div>
            {catalog.data?.importedAt && (
              <p className="order-hint" data-testid="catalog-imported-at">
                {`${t.pricesFrom(formatDateTime(new Date(catalog.data.importedAt)))} · ${t.references(shown.length)}`}
              </p>
            )}
            {priceTable === null && !context.isPending && <p className="order-hint">{t.noPriceTable}</p>}
            {catalog.error && (
              <p className="report-error" role="alert">
                {online ? `${t.catalogError}: ${errorMessage(catalog.error)}` : t.catalogOffline}
              </p>
            )}
            {catalog.data && (
              <CatalogList
                references={shown}
                partsByReference={catalogParts}
                openReference={openReference}
                onOpen={toggleReference}
              />
            )}
          </section>
          {open && (
            <section className="order-open card" aria-label={t.gridOf(open.reference, open.description)}>
              <header className="order-open-head">
                <h3>{`${open.reference} · ${open.description}`}</h3>
                <button
                  type="button"
                  className="order-close"
                  aria-label={t.close}
                  onClick={() => setOpenReference(null)}
                >
                  <i className="pi pi-times" aria-hidden="true" />
                </button>
              </header>
              {open.skus.length > 0 ? (
                <OrderGrid
                  reference={open}
                  quantities={quantities}
                  packParts={packParts}
                  packs={packCounts}
                  onChange={setCells}
                  onPacks={setPacks}
                  deliveryDate={order.deliveryDate}
                  readOnly={readOnly}
                />
              ) : (
                <OneLineQuantity
                  reference={open}
                  parts={
                    order.items.find((item) => item.reference === open.reference && item.colorCode === null)
                      ?.parts ?? 0
                  }
                  onChange={setOneLine}
                />
              )}
            </section>
          )}
        </div>
        <div className="order-side-column">
          <OrderSummaryPanel summary={summary} />
          <OrderFields
            order={order}
            maxDiscount={maxDiscount}
            today={today}
            readOnly={readOnly}
            terms={contextData?.terms ?? null}
            netTotal={summary.listNetValue}
            onChange={setFields}
            discountRefused={
              order.server?.discountPercent === order.discountPercent &&
              order.server.evaluation.problems.some((problem) => problem.kind === 'discount')
            }
          />
          <OrderTermsSummary
            condition={condition}
            netTotal={summary.netValue}
            surcharge={summary.surcharge}
            today={today}
            approvals={order.server?.evaluation.approvals ?? NO_APPROVALS}
          />
          <OrderLines
            summary={linesSummary}
            catalog={catalogMap}
            checks={lineChecks}
            readOnly={readOnly}
            onOpen={setOpenReference}
            onRemove={removeLine}
          />
          {shownChecks && shownChecks.problems.some((item) => item.line === null) && (
            <div className="order-problems" role="alert">
              <strong>{t.problemsTitle}</strong>
              <ul>
                {shownChecks.problems
                  .filter((item) => item.line === null)
                  .map((item) => (
                    <li key={item.kind}>{item.message}</li>
                  ))}
              </ul>
            </div>
          )}
          {checked && checked.problems.length === 0 && checked.warnings.length > 0 && (
            <div className="order-warnings" role="alertdialog" aria-label={t.warningsTitle}>
              <strong>{t.warningsTitle}</strong>
              <ul>
                {checked.warnings.map((item) => (
                  <li key={`${item.kind}-${item.line}`}>{item.message}</li>
                ))}
              </ul>
              <div className="order-actions">
                <button type="button" className="order-button" onClick={() => setChecked(null)}>
                  {t.cancel}
                </button>
                <button type="button" className="order-button is-primary" onClick={confirmSend}>
                  {t.confirmWarnings}
                </button>
              </div>
            </div>
          )}
          {order.status === 'sending' ? (
            <p className="order-queued" role="status">
              {online ? t.sending : t.queued}
            </p>
          ) : !checked?.warnings.length || checked.problems.length > 0 ? (
            <div className="order-actions">
              <button
                type="button"
                className="order-button is-danger"
                onClick={() => {
                  if (!window.confirm(t.confirmDelete)) return;
                  void navigate(paths.orders);
                  queueDelete(username, order.id);
                  void outbox.flush(username);
                }}
              >
                <i className="pi pi-trash" aria-hidden="true" />
                {t.deleteDraft}
              </button>
              <Link className="order-button" to={paths.orders}>
                {t.backToList}
              </Link>
              {summary.lines.length > 0 && (
                <SharePdfButton
                  repName={repName}
                  order={() =>
                    draftPdfOrder({
                      order,
                      summary,
                      catalog: catalogMap,
                      condition,
                      carriers: contextData?.terms.carriers ?? [],
                      today,
                    })
                  }
                />
              )}
              <button type="button" className="order-button is-primary" onClick={send}>
                <i className="pi pi-send" aria-hidden="true" />
                {needsApproval ? t.sendForApproval : t.send}
              </button>
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
};
