/** What the screens show, formatted the way apps/web's lib/format does, to compare with the API's figures. */
import { PORTAL_TODAY } from './business-date.ts';

/** Money: pt-BR currency with plain spaces. */
export const brl = (value: number): string =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
    .format(value)
    .replace(/[\u00a0\u202f]/g, ' ');

/** A whole number with pt-BR thousands separators. */
export const integer = (value: number): string =>
  new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 }).format(value);

/** A percentage with two decimals. */
export const percent = (value: number): string =>
  `${new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)}%`;

/** An ISO date (or date-time) as dd/mm/yyyy; anything not a string (a null from the API) as ''. */
export const ddmmyyyy = (iso: unknown): string =>
  typeof iso === 'string' ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '';

/** Today as the browser and the server have it: the run's business date, yyyy-mm-dd. */
const today = (): string => PORTAL_TODAY;

/** The browser's current month (Mês e Ano's default), first day. */
export const thisMonth = (): string => `${today().slice(0, 7)}-01`;

const lastDay = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Clientes' default Emissão range: the previous month's first day to the current month's last (decision 200). */
export const recentMonthsRange = (): { start: string; end: string } => {
  const [year, month] = today().split('-').map(Number) as [number, number];
  const [startYear, startMonth] = month === 1 ? [year - 1, 12] : [year, month - 1];
  const mm = (value: number) => String(value).padStart(2, '0');
  return {
    start: `${startYear}-${mm(startMonth)}-01`,
    end: `${year}-${mm(month)}-${lastDay(year, month)}`,
  };
};

/** The default Emissão range: the browser's current month, first to last day. */
export const monthRange = (): { start: string; end: string } => {
  const [year, month] = today().split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return { start: `${year}-${mm}-01`, end: `${year}-${mm}-${last}` };
};
