import { describe, expect, it } from 'vitest';
import { approvalsTexts } from './approvals-texts.ts';

describe("Aprovações' terms by days", () => {
  it('write one day in the singular and zero days as à vista', () => {
    expect(approvalsTexts.days(0)).toBe('À vista');
    expect(approvalsTexts.days(1)).toBe('1 dia');
    expect(approvalsTexts.days(45)).toBe('45 dias');
  });
});
