import { importEncodings, type ImportPreview, type ImportRun, type UploadEncoding } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useEffect, useId, useRef, useState } from 'react';
import { FullSpinner } from '../../components/full-spinner.tsx';
import { usePhoneMode } from '../../components/report-grid/index.ts';
import { useNotify } from '../../components/notify/notify-context.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { formatDateTime } from '../../lib/format.ts';
import { adminTexts } from './admin-texts.ts';
import { importHistoryKey, useImportHistory } from './api/get-import-history.ts';
import { useImportProgress } from './api/get-import-progress.ts';
import { useSystem } from './api/get-system.ts';
import { useApplyImportPreview } from './api/apply-import-preview.ts';
import { useDiscardImportPreview } from './api/discard-import-preview.ts';
import { usePreviewImport } from './api/preview-import.ts';
import { ImportPreviewPanel } from './components/import-preview-panel.tsx';
import { problemsCsv } from './utils/problems-csv.ts';
import './admin.css';

const t = adminTexts.imports;

const seconds = (ms: number | null) =>
  ms === null ? '' : `${(ms / 1000).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} s`;

const saveProblems = (problems: string[], name: string) => {
  const url = URL.createObjectURL(new Blob([problemsCsv(problems)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

const RunResult = ({ run }: { run: ImportRun }) => (
  <>
    <ul className="admin-files">
      {run.files.map((file) => (
        <li key={file.file}>
          <code>{file.file}</code> {t.rows(file.rows)}
          {file.changed === null ? '' : `, ${t.changed(file.changed)}`}
        </li>
      ))}
    </ul>
    {run.problems.length > 0 && (
      <>
        <ul className="admin-problems" aria-label={t.problems}>
          {run.problems.slice(0, 20).map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
        <Button
          label={t.downloadProblems}
          icon="pi pi-download"
          outlined
          size="small"
          onClick={() => saveProblems(run.problems, `importacao-${run.id}-problemas.csv`)}
        />
      </>
    )}
  </>
);

/**
 * Importações (/admin/imports): upload the ERP's zip, see what it would do (nothing changed), import exactly that and
 * follow it; the history of every run.
 */
export const AdminImportsPage = () => {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const history = useImportHistory();
  const system = useSystem();
  const phone = usePhoneMode();
  const check = usePreviewImport();
  const apply = useApplyImportPreview();
  const discard = useDiscardImportPreview();
  const [encoding, setEncoding] = useState<UploadEncoding>('utf-8');
  // The preview on the screen, until it is imported, discarded or replaced by another.
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  // The run this page started: followed until the progress call names it ended.
  const [uploadId, setUploadId] = useState<number | null>(null);
  const progress = useImportProgress(uploadId !== null || check.isPending);
  const running = progress.data?.running ?? false;
  const followed = progress.data?.run;
  const watching = uploadId !== null && (followed?.id !== uploadId || followed.status === 'running');

  useEffect(() => {
    if (uploadId === null || watching) return;
    void queryClient.invalidateQueries({ queryKey: importHistoryKey });
  }, [uploadId, watching, queryClient]);

  const send = (file: File, chosen: UploadEncoding) => {
    setPreview(null);
    setUploadId(null);
    check.mutate(
      { file, encoding: chosen },
      { onSuccess: setPreview, onError: (error) => notify.error(errorMessage(error)) },
    );
  };
  const importPreviewed = (id: string, allowRemovals: boolean) =>
    apply.mutate(
      { id, allowRemovals },
      {
        onSuccess: (accepted) => {
          setPreview(null);
          setUploadId(accepted.id);
        },
        onError: (error) => notify.error(errorMessage(error)),
      },
    );
  const drop = (id: string | null) => {
    setPreview(null);
    if (id === null) return;
    discard.mutate(id, {
      onSuccess: () => notify.success(t.discarded),
      // Gone already (expired or replaced): nothing is left to drop.
      onError: () => undefined,
    });
  };

  const lastUpload = progress.data?.run ?? null;
  const current = progress.data?.current ?? null;
  const busy = check.isPending || apply.isPending;
  const currentText = current
    ? `: ${current.phase === 'write' ? t.writing : t.reading} ${current.file}, ${t.rows(current.rows)}`
    : '...';
  const statusText = (run: ImportRun) =>
    run.status === 'ok'
      ? t.done
      : run.status === 'refused'
        ? t.refused
        : run.status === 'failed'
          ? t.failed
          : run.status === 'interrupted'
            ? t.interrupted
            : t.running;

  return (
    <div className="page admin-page">
      <h2 className="report-title">{t.title}</h2>
      <section className="card admin-upload">
        <h3>{t.upload}</h3>
        <p>{t.uploadHint(system.data?.importMaxMb ?? 200)}</p>
        <fieldset className="admin-encoding">
          <legend>{t.encoding}</legend>
          {importEncodings.map((value) => (
            <label key={value}>
              <input
                type="radio"
                name={`${inputId}-encoding`}
                value={value}
                checked={encoding === value}
                onChange={() => setEncoding(value)}
              />
              {t.encodings[value]}
            </label>
          ))}
        </fieldset>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept=".zip,application/zip"
          aria-label={t.upload}
          tabIndex={-1}
          className="admin-file-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) send(file, encoding);
          }}
        />
        <Button
          label={check.isPending ? t.checking : t.choose}
          icon="pi pi-upload"
          loading={check.isPending}
          disabled={running || busy}
          onClick={() => input.current?.click()}
        />
        {check.isPending && (
          <p className="admin-progress" role="status" aria-live="polite">
            {t.checkingNow}
            {currentText}
          </p>
        )}
        {preview && (
          <ImportPreviewPanel
            preview={preview}
            phone={phone}
            busy={apply.isPending}
            onImport={(allowRemovals) => preview.id && importPreviewed(preview.id, allowRemovals)}
            onDiscard={() => drop(preview.id)}
            onSaveProblems={(problems) => saveProblems(problems, 'conferencia-problemas.csv')}
          />
        )}
        {!check.isPending && (running || watching) && (
          <p className="admin-progress" role="status" aria-live="polite">
            {/* Someone else's preview holds the slot: it changes nothing. */}
            {progress.data?.checking && !watching ? t.checkingNow : t.running}
            {currentText}
          </p>
        )}
        {!preview && !busy && !running && !watching && lastUpload && lastUpload.status !== 'running' && (
          <div className={`admin-result is-${lastUpload.status}`} role="status">
            <strong>{statusText(lastUpload)}</strong> ({lastUpload.source}, {seconds(lastUpload.durationMs)})
            <RunResult run={lastUpload} />
          </div>
        )}
      </section>

      <h3 className="admin-subtitle">{t.history}</h3>
      {history.isPending ? (
        <FullSpinner label="Carregando importações..." />
      ) : history.error ? (
        <p className="report-empty">{`${t.error}: ${errorMessage(history.error)}`}</p>
      ) : history.data.length === 0 ? (
        <p className="report-empty card">{t.empty}</p>
      ) : (
        <ul className="admin-cards" aria-label={t.history}>
          {history.data.map((run) => (
            <li key={run.id} className={`card admin-card is-${run.status}`}>
              <div className="admin-card-head">
                <strong>{formatDateTime(new Date(run.startedAt))}</strong>
                <span className={`admin-badge is-${run.status}`}>{t.status[run.status]}</span>
                <span className="admin-badge">{t.origin[run.origin]}</span>
              </div>
              <p className="admin-card-line">
                {t.by}: {run.startedBy} · {t.source}: {run.source}
                {run.durationMs === null ? '' : ` · ${t.duration}: ${seconds(run.durationMs)}`}
              </p>
              <RunResult run={run} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
