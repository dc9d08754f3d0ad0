import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { typefaceFile, typefaceStyles, typefaceSubset } from './typeface.ts';

// docs/decisions/232: the app ships Inter's Latin subset with the weights 400 to 800 only.
describe('the typeface the app ships', () => {
  it('is what `npm run typeface -w apps/web` writes from fontsource’s Latin files', async () => {
    for (const style of typefaceStyles) {
      const built = await typefaceSubset(style);
      expect(readFileSync(typefaceFile(style)).equals(built), style).toBe(true);
    }
    // Instancing a variable font takes seconds, more while the other test projects share the cores.
  }, 60_000);

  it('is a third lighter than fontsource’s Latin file, so a first visit downloads less', () => {
    expect(readFileSync(typefaceFile('normal')).length).toBeLessThan(35_000);
    expect(readFileSync(typefaceFile('italic')).length).toBeLessThan(37_000);
  });
});
