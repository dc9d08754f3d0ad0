import type { AuditEntry } from '@portal/contracts';
import type { GridColumn } from '../../components/report-grid/index.ts';
import { formatDateTime } from '../../lib/format.ts';
import { adminTexts } from './admin-texts.ts';

const c = adminTexts.audit.columns;

/** One audit row as the grid shows and exports it: values as text. */
export type AuditGridRow = {
  id: number;
  at: string;
  username: string;
  userRep: string;
  kind: string;
  action: string;
  key: string;
  rep: number | null;
  before: string;
  after: string;
};

const text = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

export const auditGridRows = (entries: readonly AuditEntry[]): AuditGridRow[] =>
  entries.map((entry) => ({
    id: entry.id,
    at: formatDateTime(new Date(entry.at)),
    username: entry.username,
    userRep: entry.userRepresentativeName ?? '',
    kind: adminTexts.audit.kinds[entry.entity] ?? entry.entity,
    action: adminTexts.audit.actions[entry.action] ?? entry.action,
    key: entry.entityKey,
    rep: entry.representativeId,
    before: text(entry.oldValue),
    after: text(entry.newValue),
  }));

export const auditColumns: GridColumn<AuditGridRow>[] = [
  // On a phone: what happened on top, when and who as the figures, the changed key and rep in the small line;
  // a free-length key among the figures squeezed the date and the user out of a 390 px card.
  { key: 'at', name: c.at, type: 'text', width: 130, phone: 'key' },
  { key: 'username', name: c.username, type: 'text', width: 110, phone: 'key' },
  { key: 'userRep', name: c.userRep, type: 'text', width: 160 },
  { key: 'kind', name: c.kind, type: 'text', width: 150, phone: 'title' },
  { key: 'action', name: c.action, type: 'text', width: 120, phone: 'title' },
  { key: 'key', name: c.key, type: 'text', width: 150, phone: 'detail' },
  { key: 'rep', name: c.rep, type: 'number', formatter: 'integer', width: 60, phone: 'detail' },
  { key: 'before', name: c.before, type: 'text', width: 260 },
  { key: 'after', name: c.after, type: 'text', width: 260 },
];
