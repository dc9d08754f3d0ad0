import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { typefaceFile, typefaceStyles, typefaceSubset, weights } from './typeface.ts';

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

  it('covers every weight the app’s stylesheets ask for, and base.css declares the same range', () => {
    const src = fileURLToPath(new URL('./src', import.meta.url));
    const theme = createRequire(import.meta.url).resolve(
      'primereact/resources/themes/lara-light-blue/theme.css',
    );
    const sheets = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.css'))
      .map((name) => readFileSync(join(src, name), 'utf8'));
    sheets.push(readFileSync(theme, 'utf8'));
    const asked = sheets.flatMap((text) =>
      [...text.matchAll(/font-weight:\s*(\d{3})\s*;/g)].map(([, weight]) => Number(weight)),
    );
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.filter((weight) => weight < weights.min || weight > weights.max)).toEqual([]);
    const base = readFileSync(join(src, 'styles', 'base.css'), 'utf8');
    expect(base.match(/font-weight: (\d+ \d+);/g)).toEqual([
      `font-weight: ${weights.min} ${weights.max};`,
      `font-weight: ${weights.min} ${weights.max};`,
    ]);
  });
});
