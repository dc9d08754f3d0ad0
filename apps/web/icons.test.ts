import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { iconFiles, iconSubset, namedIcons } from './icons.ts';

// docs/decisions/182: the app ships primeicons cut down to the icons it names.
describe('the icon subset', () => {
  it('is what `npm run icons -w apps/web` writes from today’s sources (run it after adding an icon)', async () => {
    const { css, font } = await iconSubset();
    expect(readFileSync(iconFiles.css, 'utf8')).toBe(css);
    expect(readFileSync(iconFiles.font).equals(font)).toBe(true);
  });

  it('keeps a rule for every icon the app names, and no other', async () => {
    const css = readFileSync(iconFiles.css, 'utf8');
    const ruled = [...css.matchAll(/\.(pi-[\w-]+):before/g)].map(([, name]) => name!);
    expect(ruled).toContain('pi-filter');
    expect(ruled).toContain('pi-sign-out');
    expect(ruled.every((name) => namedIcons().has(name))).toBe(true);
    expect(ruled).not.toContain('pi-amazon');
  });
});
