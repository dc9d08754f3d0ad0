import { Toast } from 'primereact/toast';
import { useMemo, useRef, type ReactNode } from 'react';
import { NotifyContext, type Notify, type NotifySeverity } from './notify-context.ts';

/** docs/product.md §2.2 / §9: toasts close after 5000 ms. */
export const TOAST_LIFE_MS = 5000;

const summaries: Record<NotifySeverity, string> = {
  success: 'Sucesso',
  info: 'Informação',
  warn: 'Atenção',
  error: 'Erro',
};

export const NotifyProvider = ({ children }: { children: ReactNode }) => {
  const toast = useRef<Toast>(null);
  const notify = useMemo<Notify>(() => {
    const show = (severity: NotifySeverity, text: string) =>
      toast.current?.show({ severity, summary: summaries[severity], detail: text, life: TOAST_LIFE_MS });
    return {
      show,
      error: (text) => show('error', text),
      warn: (text) => show('warn', text),
      info: (text) => show('info', text),
      success: (text) => show('success', text),
    };
  }, []);
  return (
    <NotifyContext.Provider value={notify}>
      {/* Newest on top (docs/product.md §9): the message list is reversed in CSS (.app-toast), keeping Toast's own timers. */}
      {/* At the bottom: the top bar's panels (Mensagens, Notificações, Usuário) open under it, and a toast there
          covered their buttons (docs/decisions/101). */}
      <Toast ref={toast} position="bottom-right" className="app-toast" />
      {children}
    </NotifyContext.Provider>
  );
};
