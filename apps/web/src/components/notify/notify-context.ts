import { createContext, useContext } from 'react';

export type NotifySeverity = 'success' | 'info' | 'warn' | 'error';
export type Notify = {
  /** Shows `text` (a docs/product.md §8 message, word for word) in the app's one toast area. */
  show: (severity: NotifySeverity, text: string) => void;
  error: (text: string) => void;
  warn: (text: string) => void;
  info: (text: string) => void;
  success: (text: string) => void;
};

export const NotifyContext = createContext<Notify | null>(null);

/** The toast area of the shell (docs/product.md §2.2): every error of docs/product.md §8 goes through here. */
export const useNotify = (): Notify => {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify needs <NotifyProvider>');
  return notify;
};
