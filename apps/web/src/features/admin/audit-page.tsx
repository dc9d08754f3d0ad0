import { auditKinds, type AuditQuery } from '@portal/contracts';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useId, useMemo, useState } from 'react';
import { ErrorBoundary } from '../../components/error-boundary.tsx';
import { FullSpinner } from '../../components/full-spinner.tsx';
import { GridResult } from '../../components/report-page/grid-result.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { adminTexts } from './admin-texts.ts';
import { auditColumns, auditGridRows } from './audit-columns.ts';
import { useAudit } from './api/get-audit.ts';
import './admin.css';

const t = adminTexts.audit;
const PAGE = 100;

type Filters = {
  from: string;
  to: string;
  username: string;
  representativeId: string;
  entity: string;
  entityKey: string;
};
const empty: Filters = { from: '', to: '', username: '', representativeId: '', entity: '', entityKey: '' };

const toQuery = (filters: Filters, page: number): AuditQuery => ({
  ...(filters.from ? { from: filters.from } : {}),
  ...(filters.to ? { to: filters.to } : {}),
  ...(filters.username ? { username: filters.username } : {}),
  ...(filters.representativeId ? { representativeId: Number(filters.representativeId) } : {}),
  ...(filters.entity ? { entity: filters.entity as AuditQuery['entity'] } : {}),
  ...(filters.entityKey ? { entityKey: filters.entityKey } : {}),
  page,
  limit: PAGE,
});

/** Auditoria (/admin/audit): who changed what and when, filtered, newest first, a hundred to a page. */
export const AdminAuditPage = () => {
  const id = useId();
  const [draft, setDraft] = useState<Filters>(empty);
  const [applied, setApplied] = useState<{ filters: Filters; page: number }>({ filters: empty, page: 1 });
  const audit = useAudit(toQuery(applied.filters, applied.page));
  const rows = useMemo(() => auditGridRows(audit.data ?? []), [audit.data]);
  const kindOptions = [
    { label: t.anyKind, value: '' },
    ...auditKinds.map((kind) => ({ label: t.kinds[kind] ?? kind, value: kind })),
  ];
  const field = (name: keyof Filters, label: string, type = 'text') => (
    <div className="admin-field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <InputText
        id={`${id}-${name}`}
        type={type}
        value={draft[name]}
        inputMode={name === 'representativeId' ? 'numeric' : undefined}
        onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
      />
    </div>
  );

  return (
    <div className="page admin-page">
      <h2 className="report-title">{t.title}</h2>
      <form
        className="card admin-filters"
        onSubmit={(event) => {
          event.preventDefault();
          setApplied({ filters: draft, page: 1 });
        }}
      >
        {field('from', t.from, 'date')}
        {field('to', t.to, 'date')}
        {field('username', t.user)}
        {field('representativeId', t.representative)}
        <div className="admin-field">
          <label htmlFor={`${id}-entity`}>{t.kind}</label>
          <select
            id={`${id}-entity`}
            className="p-inputtext admin-select"
            value={draft.entity}
            onChange={(event) => setDraft({ ...draft, entity: event.target.value })}
          >
            {kindOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        {field('entityKey', t.key)}
        <div className="admin-actions">
          <Button type="submit" label={t.search} icon="pi pi-search" />
        </div>
      </form>
      {audit.isPending ? (
        <FullSpinner label="Consultando..." />
      ) : audit.error ? (
        <p className="report-empty">{`${t.error}: ${errorMessage(audit.error)}`}</p>
      ) : rows.length === 0 ? (
        <p className="report-empty card">{t.empty}</p>
      ) : (
        <ErrorBoundary what="a auditoria" resetKey={audit.data}>
          <div className="card">
            <GridResult
              gridId="admin-audit"
              title={t.title}
              columns={auditColumns}
              rows={rows}
              exportName="auditoria"
              minHeight={300}
            />
          </div>
        </ErrorBoundary>
      )}
      <nav className="admin-pager" aria-label={t.page(applied.page)}>
        <Button
          label={t.previous}
          icon="pi pi-angle-left"
          text
          disabled={applied.page === 1}
          onClick={() => setApplied({ ...applied, page: applied.page - 1 })}
        />
        <span>{t.page(applied.page)}</span>
        <Button
          label={t.next}
          icon="pi pi-angle-right"
          iconPos="right"
          text
          disabled={rows.length < PAGE}
          onClick={() => setApplied({ ...applied, page: applied.page + 1 })}
        />
      </nav>
    </div>
  );
};
