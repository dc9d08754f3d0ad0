import { auditKinds } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { phoneLayout } from '../../components/report-grid/index.ts';
import { adminTexts } from './admin-texts.ts';
import { auditColumns, auditGridRows } from './audit-columns.ts';

const entry = (entity: string, action: string) => ({
  id: 1,
  at: '2026-12-01T13:15:00Z',
  username: 'ANA',
  userRepresentativeName: 'Ana',
  action,
  entity,
  entityKey: '4711',
  representativeId: 12,
  oldValue: null,
  newValue: { state: 'sent' },
});

describe('Auditoria', () => {
  it('says kinds and actions in Portuguese, keeping an unknown one as stored', () => {
    const rows = auditGridRows([
      entry('order', 'send'),
      entry('import', 'upload'),
      entry('user', 'unlock'),
      entry('customer', 'create'),
      entry('later_kind', 'later_action'),
    ]);
    expect(rows.map((row) => `${row.kind} · ${row.action}`)).toEqual([
      'Pedido · Envio',
      'Importação · Envio de arquivo',
      'Usuário · Desbloqueio',
      'Rota do cliente · Criação',
      'later_kind · later_action',
    ]);
    for (const kind of auditKinds) expect(adminTexts.audit.kinds[kind], kind).toBeDefined();
  });

  it('shows a phone card as what happened, when and who, the key in the small line', () => {
    const layout = phoneLayout(auditColumns);
    const names = (columns: { name: string }[]) => columns.map((column) => column.name);
    expect(names(layout.title)).toEqual(['Tipo', 'Ação']);
    expect(names(layout.key)).toEqual(['Quando', 'Usuário']);
    expect(names(layout.detail)).toEqual(['Chave', 'Rep.']);
  });
});
