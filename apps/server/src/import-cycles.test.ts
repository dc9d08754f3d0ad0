import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Imports flow one way (docs/decisions/090): a circle of imports, even of types alone, means two files each lean on
// the other, so neither can move or be read alone. Every relative import of the server, the web app and the
// contracts counts, `import type` included; what both sides of a circle need moves down a layer.

const repository = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const roots = ['apps/server/src', 'apps/web/src', 'packages/contracts/src'];
const sourceFile = /\.(ts|tsx)$/;
const importSpecifier = /(?:^|\n)\s*(?:import|export)\b[^'";]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]/g;
const bareImport = /(?:^|\n)\s*import\s*['"](\.{1,2}\/[^'"]+)['"]/g;
const dynamicImport = /\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

const sourceFiles = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return sourceFile.test(name) ? [path] : [];
  });

const importsOf = (file: string): string[] => {
  const text = readFileSync(file, 'utf8');
  const specifiers = [
    ...text.matchAll(importSpecifier),
    ...text.matchAll(bareImport),
    ...text.matchAll(dynamicImport),
  ].map((match) => match[1] ?? '');
  return specifiers
    .map((specifier) => resolve(dirname(file), specifier))
    .filter((path) => sourceFile.test(path));
};

/** The strongly connected components with more than one file (Tarjan), each as repository-relative paths. */
export const importCircles = (graph: Map<string, string[]>): string[][] => {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  let next = 0;
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(relative(repository, member));
      } while (member !== file);
      if (component.length > 1) circles.push(component.sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
};

describe('imports', () => {
  it('form no circle in the server, the web app or the contracts', () => {
    const files = roots.flatMap((root) => sourceFiles(join(repository, root)));
    const graph = new Map(files.map((file) => [file, importsOf(file)]));
    expect(importCircles(graph)).toEqual([]);
  });

  it('finds a circle when two files import each other', () => {
    const graph = new Map([
      [join(repository, 'a.ts'), [join(repository, 'b.ts')]],
      [join(repository, 'b.ts'), [join(repository, 'c.ts')]],
      [join(repository, 'c.ts'), [join(repository, 'a.ts')]],
      [join(repository, 'd.ts'), [join(repository, 'a.ts')]],
    ]);
    expect(importCircles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });
});
