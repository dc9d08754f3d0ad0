import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import type { ReactNode } from 'react';
import { gridTexts } from './texts.ts';

/**
 * docs/product.md §8: a failed save of the grid's column configuration shows the server message in an alert. A Dialog, not
 * window.alert, so it matches the theme, does not block the page's timers and can be tested.
 */
export const AlertDialog = ({
  message,
  onClose,
}: {
  message: string | null;
  onClose: () => void;
}): ReactNode => (
  <Dialog
    header={gridTexts.alertTitle}
    visible={message !== null}
    onHide={onClose}
    style={{ width: 'min(28rem, 95vw)' }}
    footer={<Button type="button" label={gridTexts.ok} onClick={onClose} autoFocus />}
  >
    <p className="rg-alert-message">{message}</p>
  </Dialog>
);

/** The server's message when there is one (an Error's message, a thrown string), else a generic one. */
export const messageOf = (error: unknown): string => {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Não foi possível salvar a configuração.';
};
