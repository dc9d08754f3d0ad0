/**
 * The typeface the app ships (docs/decisions/232): Inter's Latin subset, its weight axis cut to the weights the
 * stylesheets name (400 to 800), so that a first visit downloads a third less of it. `npm run typeface -w apps/web`
 * writes the files to src/styles/typeface/; apps/web/typeface.test.ts fails until it is run after a change here.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import subsetFont from 'subset-font';

const here = dirname(fileURLToPath(import.meta.url));
const fontsource = join(
  dirname(createRequire(import.meta.url).resolve('@fontsource-variable/inter/package.json')),
  'files',
);
export const typefaceDir = join(here, 'src', 'styles', 'typeface');
export const typefaceStyles = ['normal', 'italic'] as const;
export type TypefaceStyle = (typeof typefaceStyles)[number];
export const typefaceFile = (style: TypefaceStyle): string => join(typefaceDir, `inter-${style}.woff2`);

/** The lightest and boldest weights any stylesheet of the app or its theme asks for. */
export const weights = { min: 400, max: 800 } as const;

/** The characters of fontsource's Latin subset (its `unicode-range`, the one styles/base.css declares). */
const latinRanges: readonly (readonly [number, number?])[] = [
  [0x0000, 0x00ff],
  [0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6],
  [0x02da],
  [0x02dc],
  [0x0304],
  [0x0308],
  [0x0329],
  [0x2000, 0x206f],
  [0x20ac],
  [0x2122],
  [0x2191],
  [0x2193],
  [0x2212],
  [0x2215],
  [0xfeff],
  [0xfffd],
];

const latinText = (): string => {
  let text = '';
  for (const [first, last = first] of latinRanges)
    for (let code = first; code <= last; code += 1) text += String.fromCodePoint(code);
  return text;
};

/** One style of Inter, Latin only, with the weights between `weights.min` and `weights.max` (woff2). */
export const typefaceSubset = (style: TypefaceStyle): Promise<Buffer> =>
  subsetFont(readFileSync(join(fontsource, `inter-latin-wght-${style}.woff2`)), latinText(), {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: weights.min, max: weights.max } },
  });

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const style of typefaceStyles) {
    const font = await typefaceSubset(style);
    writeFileSync(typefaceFile(style), font);
    console.log(`${style}: ${font.length} bytes`);
  }
}
