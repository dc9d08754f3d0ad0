import { formatTime } from '../../lib/format.ts';

const pad2 = (value: number): string => String(value).padStart(2, '0');

const sameDay = (a: Date, b: Date): boolean => a.toDateString() === b.toDateString();

/** "de hoje às 14:32", "de ontem às 18:05", "de 28/11 às 09:10" (the year only when it is not this one). */
export const fetchedWhen = (at: Date, now: Date = new Date()): string => {
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  const time = formatTime(at);
  if (sameDay(at, now)) return `de hoje às ${time}`;
  if (sameDay(at, yesterday)) return `de ontem às ${time}`;
  const day = `${pad2(at.getDate())}/${pad2(at.getMonth() + 1)}`;
  return at.getFullYear() === now.getFullYear()
    ? `de ${day} às ${time}`
    : `de ${day}/${at.getFullYear()} às ${time}`;
};

/** Portuguese texts of the marker of a report's kept answer (last-answer-note.tsx, docs/decisions/226). */
export const lastAnswerTexts = {
  lastConsultation: (at: Date, now?: Date) => `Última consulta, ${fetchedWhen(at, now)}`,
  updating: ' — atualizando…',
} as const;
