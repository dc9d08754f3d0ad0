/**
 * The icon font the app ships (docs/decisions/182): primeicons cut down to the icons the app names, with the
 * stylesheet rules of those icons only. `npm run icons -w apps/web` writes them to src/styles/icons/ after an icon
 * is added or removed; apps/web/icons.test.ts fails until it is run.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import postcss from 'postcss';
import subsetFont from 'subset-font';

const here = dirname(fileURLToPath(import.meta.url));
const primeicons = dirname(createRequire(import.meta.url).resolve('primeicons/package.json'));
export const iconsDir = join(here, 'src', 'styles', 'icons');
export const iconFiles = { css: join(iconsDir, 'icons.css'), font: join(iconsDir, 'icons.woff2') };

const glyphRule = /^\.(pi-[\w-]+):before$/;

/** Every `pi-…` word in the app's sources and page: an icon the app may show (a word that is no icon is ignored). */
export const namedIcons = (): Set<string> => {
  const names = new Set<string>();
  const visit = (path: string) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const child = join(path, entry.name);
      if (entry.isDirectory()) visit(child);
      else if (/\.(tsx?|css|html)$/.test(entry.name) && !child.startsWith(iconsDir))
        for (const [name] of readFileSync(child, 'utf8').matchAll(/pi-[a-z0-9-]+/g)) names.add(name);
    }
  };
  visit(join(here, 'src'));
  for (const [name] of readFileSync(join(here, 'index.html'), 'utf8').matchAll(/pi-[a-z0-9-]+/g))
    names.add(name);
  return names;
};

/** primeicons' stylesheet with only the named icons' rules, and its font with only their glyphs (woff2). */
export const iconSubset = async (): Promise<{ css: string; font: Buffer; icons: string[] }> => {
  const named = namedIcons();
  const sheet = postcss.parse(readFileSync(join(primeicons, 'primeicons.css'), 'utf8'));
  const kept: string[] = [];
  let glyphs = '';
  sheet.walkRules((rule) => {
    const name = glyphRule.exec(rule.selector)?.[1];
    if (name === undefined) return;
    if (!named.has(name)) {
      rule.remove();
      return;
    }
    kept.push(name);
    rule.walkDecls('content', (declaration) => {
      glyphs += String.fromCodePoint(Number.parseInt(declaration.value.replace(/["'\\]/g, ''), 16));
    });
  });
  sheet.walkAtRules('font-face', (rule) => {
    rule.walkDecls('src', (declaration) => {
      declaration.remove();
    });
    rule.append({ prop: 'src', value: "url('./icons.woff2') format('woff2')" });
  });
  const font = await subsetFont(readFileSync(join(primeicons, 'fonts', 'primeicons.woff2')), glyphs, {
    targetFormat: 'woff2',
  });
  const header =
    '/* Written by `npm run icons -w apps/web` (apps/web/icons.ts) from primeicons: do not edit. */\n';
  return { css: header + sheet.toString(), font, icons: kept.sort() };
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { css, font, icons } = await iconSubset();
  writeFileSync(iconFiles.css, css);
  writeFileSync(iconFiles.font, font);
  console.log(`${icons.length} ícones, ${font.length} bytes: ${iconsDir}`);
}
