import type { ImportPreview, ImportPreviewFile } from '@portal/contracts';
import { Button } from 'primereact/button';
import { formatInteger, formatTime } from '../../../lib/format.ts';
import { adminTexts } from '../admin-texts.ts';
import { AdminList, type AdminColumn } from './admin-list.tsx';

const t = adminTexts.imports;

type Props = {
  preview: ImportPreview;
  phone: boolean;
  /** Importar (or its confirmation of the removals) is on its way. */
  busy: boolean;
  onImport: (allowRemovals: boolean) => void;
  onDiscard: () => void;
  onSaveProblems: (problems: string[]) => void;
};

const figureNames = [t.rowsRead, t.added, t.changedRows, t.removed] as const;
const figures = (file: ImportPreviewFile) => [file.rows, file.added, file.changed, file.removed] as const;

const fileColumns: AdminColumn<ImportPreviewFile>[] = [
  { header: t.file, rowHeader: true, cell: (file) => <code>{file.file}</code> },
  ...figureNames.map((header, index) => ({
    header,
    number: true,
    cell: (file: ImportPreviewFile) => formatInteger(figures(file)[index]!),
  })),
];

/** One card per file on a phone, the file's name first; one row per file at desktop widths. */
const PreviewFiles = ({
  files,
  phone,
  label,
}: {
  files: ImportPreviewFile[];
  phone: boolean;
  label: string;
}) => (
  <AdminList
    rows={files}
    phone={phone}
    label={label}
    rowKey={(file) => file.file}
    rowClassName={(file) => (file.removed > 0 ? 'is-removing' : undefined)}
    columns={fileColumns}
    card={(file) => (
      <>
        <div className="admin-card-head">
          <code>{file.file}</code>
        </div>
        <dl className="admin-preview-figures">
          {figureNames.map((name, index) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{formatInteger(figures(file)[index]!)}</dd>
            </div>
          ))}
        </dl>
      </>
    )}
  />
);

/**
 * What an uploaded zip would do, nothing changed yet (docs/decisions/219): the figures per file, the problems, and
 * "Importar" — or, when a complete-list file would remove more than a fifth of what it covers, only the confirmation
 * that says how many rows go.
 */
export const ImportPreviewPanel = ({ preview, phone, busy, onImport, onDiscard, onSaveProblems }: Props) => {
  const removed = preview.removals.reduce((sum, removal) => sum + removal.removed, 0);
  const changes = preview.files.reduce((sum, file) => sum + file.added + file.changed + file.removed, 0);
  const title = t.previewOf(preview.source);
  return (
    <section className="admin-preview" aria-label={title}>
      <h4>{title}</h4>
      {preview.id === null ? (
        <p className="admin-preview-refused" role="alert">
          {t.previewRefused}
        </p>
      ) : (
        <p>{t.previewHint}</p>
      )}
      {preview.files.length > 0 && <PreviewFiles files={preview.files} phone={phone} label={title} />}
      {preview.id !== null && changes === 0 && <p>{t.previewNothing}</p>}
      {preview.notices.length > 0 && (
        <ul className="admin-files">
          {preview.notices.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </ul>
      )}
      {removed > 0 && <p className="admin-preview-warning">{t.previewRemovals}</p>}
      {preview.problems.length > 0 && (
        <>
          <ul className="admin-problems" aria-label={t.problems}>
            {preview.problems.slice(0, 20).map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
          <Button
            label={t.downloadProblems}
            icon="pi pi-download"
            outlined
            size="small"
            onClick={() => onSaveProblems(preview.problems)}
          />
        </>
      )}
      {preview.id !== null && (
        <>
          <div className="admin-actions admin-preview-actions">
            {removed > 0 ? (
              <Button
                className="admin-allow-removals"
                label={t.allowRemovals(removed)}
                icon="pi pi-exclamation-triangle"
                severity="danger"
                loading={busy}
                disabled={busy}
                onClick={() => onImport(true)}
              />
            ) : (
              <Button
                label={t.importNow}
                icon="pi pi-check"
                loading={busy}
                disabled={busy}
                onClick={() => onImport(false)}
              />
            )}
            <Button label={t.discard} icon="pi pi-times" outlined disabled={busy} onClick={onDiscard} />
          </div>
          {preview.expiresAt && (
            <p className="admin-card-line">{t.previewExpires(formatTime(new Date(preview.expiresAt)))}</p>
          )}
        </>
      )}
    </section>
  );
};
