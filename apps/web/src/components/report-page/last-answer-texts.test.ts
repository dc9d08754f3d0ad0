import { describe, expect, it } from 'vitest';
import { lastAnswerTexts } from './last-answer-texts.ts';

describe('the kept answer’s mark', () => {
  const now = new Date(2026, 11, 2, 16, 0);
  it('names today and yesterday, else the day, and the year only when it is another one', () => {
    expect(lastAnswerTexts.lastConsultation(new Date(2026, 11, 2, 14, 32), now)).toBe(
      'Última consulta, de hoje às 14:32',
    );
    expect(lastAnswerTexts.lastConsultation(new Date(2026, 11, 1, 18, 5), now)).toBe(
      'Última consulta, de ontem às 18:05',
    );
    expect(lastAnswerTexts.lastConsultation(new Date(2026, 10, 28, 9, 5), now)).toBe(
      'Última consulta, de 28/11 às 09:05',
    );
    expect(lastAnswerTexts.lastConsultation(new Date(2025, 11, 31, 9, 5), now)).toBe(
      'Última consulta, de 31/12/2025 às 09:05',
    );
  });
});
