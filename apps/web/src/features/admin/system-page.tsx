import { Button } from 'primereact/button';
import { FullSpinner } from '../../components/full-spinner.tsx';
import { useNotify } from '../../components/notify/notify-context.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { formatDateTime, formatInteger } from '../../lib/format.ts';
import { adminTexts } from './admin-texts.ts';
import { useDownloadBackup } from './api/download-backup.ts';
import { useSystem } from './api/get-system.ts';
import { OrderDeliveries } from './components/order-deliveries.tsx';
import { RunningExports } from './components/running-exports.tsx';
import { useOrderDeliveries } from './api/get-order-deliveries.ts';
import { useRetryOrderDelivery } from './api/retry-order-delivery.ts';
import './admin.css';

const t = adminTexts.system;

const megabytes = (bytes: number) =>
  `${(bytes / 1024 / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;

const duration = (seconds: number) => {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return days > 0 ? `${days} d ${hours} h` : hours > 0 ? `${hours} h ${minutes} min` : `${minutes} min`;
};

/** Sistema's "Entregas ao ERP": its own call, so a slow outbox never holds the figures above it. */
const DeliveriesPanel = () => {
  const notify = useNotify();
  const deliveries = useOrderDeliveries();
  const retry = useRetryOrderDelivery();
  if (deliveries.isPending) return null;
  if (deliveries.error)
    return <p className="report-empty">{`${t.deliveries.error}: ${errorMessage(deliveries.error)}`}</p>;
  return (
    <OrderDeliveries
      deliveries={deliveries.data}
      retrying={retry.isPending ? (retry.variables ?? null) : null}
      onRetry={(delivery) =>
        retry.mutate(delivery.id, {
          onSuccess: () => notify.success(t.deliveries.retried),
          onError: (error) => notify.error(errorMessage(error)),
        })
      }
    />
  );
};

/** Sistema (/admin/system): the figures an IT person checks first, and the embedded engine's backup. */
export const AdminSystemPage = () => {
  const notify = useNotify();
  const system = useSystem();
  const backup = useDownloadBackup();
  if (system.isPending) return <FullSpinner label="Carregando..." />;
  if (system.error) return <p className="report-empty">{`${t.error}: ${errorMessage(system.error)}`}</p>;
  const s = system.data;
  const figures: [string, string][] = [
    [t.version, s.version],
    [
      t.engine,
      `${t.engines[s.engine]}${s.engine === 'postgres' ? `, ${s.replica ? t.replica : t.noReplica}` : ''}`,
    ],
    [t.dataVersion, s.dataVersion],
    [
      t.lastImport,
      s.lastImport
        ? `${formatDateTime(new Date(s.lastImport.finishedAt))} · ${adminTexts.imports.status[s.lastImport.status as 'ok'] ?? s.lastImport.status}${s.lastImport.startedBy ? ` · ${s.lastImport.startedBy}` : ''}`
        : t.noImport,
    ],
    [t.size, megabytes(s.databaseBytes)],
    [
      t.cache,
      s.answerCache
        ? `${megabytes(s.answerCache.usedBytes)} de ${megabytes(s.answerCache.maxBytes)} · ${formatInteger(s.answerCache.answers)} ${t.answers}`
        : t.cacheOff,
    ],
    [
      t.catalogCache,
      s.catalogCache
        ? `${megabytes(s.catalogCache.usedBytes)} de ${megabytes(s.catalogCache.maxBytes)} · ${formatInteger(s.catalogCache.answers)} ${t.answers}`
        : t.cacheOff,
    ],
    [t.uptime, duration(s.uptimeSeconds)],
    [t.uploadLimit, `${formatInteger(s.importMaxMb)} MB`],
  ];
  return (
    <div className="page admin-page">
      <h2 className="report-title">{t.title}</h2>
      <dl className="card admin-figures">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <RunningExports exports={s.exports} />
      <DeliveriesPanel />
      {s.backupAvailable ? (
        <Button
          label={t.backup}
          icon="pi pi-download"
          loading={backup.isPending}
          onClick={() =>
            backup.mutate(undefined, {
              onSuccess: ({ fileName }) => notify.success(t.backupDone(fileName)),
              onError: (error) => notify.error(errorMessage(error)),
            })
          }
        />
      ) : (
        <p className="admin-note">{t.backupPostgres}</p>
      )}
    </div>
  );
};
