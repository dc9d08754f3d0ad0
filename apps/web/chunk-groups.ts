import type { Rolldown } from 'vite';

type ChunkingContext = Rolldown.ChunkingContext;

const signInPage = /[\\/]src[\\/]features[\\/]auth[\\/]sign-in-page\.tsx$/;
const appShell = /[\\/]src[\\/]app[\\/]shell[\\/]app-shell\.tsx$/;
const answerPreload = /[\\/]src[\\/]app[\\/]answer-preload\.ts$/;
/** The contracts' modules: every one is reached through the package's index, which any importer names. */
const contracts = /[\\/]packages[\\/]contracts[\\/]src[\\/]/;

/** A module some code imports with `import()`: it stays a chunk of its own, fetched when asked for (a screen, chart.js, the map, the spreadsheet export). */
const loadedLazily = (id: string, context: ChunkingContext): boolean =>
  (context.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0;

/** Whether a static import chain leads from one of `roots` to the module; remembered per build (the graph does not change within one). */
const reachedFrom = (roots: RegExp[]) => {
  const known = new Map<string, boolean>();
  const walk = (id: string, context: ChunkingContext, seen: Set<string>): boolean => {
    const remembered = known.get(id);
    if (remembered !== undefined) return remembered;
    if (seen.has(id)) return false;
    seen.add(id);
    const reached =
      roots.some((root) => root.test(id)) ||
      (context.getModuleInfo(id)?.importers ?? []).some((importer) => walk(importer, context, seen));
    if (reached) known.set(id, true);
    return reached;
  };
  return (id: string, context: ChunkingContext) => walk(id, context, new Set());
};

/**
 * How the code is cut into files (docs/decisions/171). Left to itself the bundler makes one chunk per set of lazy
 * chunks that share a module: a screen then needs many small files, and a phone on HTTP/1.1 fetches them a few at a
 * time, a round trip each. Instead each lazy chunk keeps the modules only it imports, and:
 *
 * - `initial`: everything the page's entry imports, the code every visit runs before the first paint;
 * - `base`: the modules the sign-in page shares with another chunk (the form's PrimeReact parts). Not the contracts'
 *   schemas: the sign-in page reaches them all through the package's index, but what it uses of them is in
 *   `initial` already, and the rest (the orders', the reports') would be fetched and built on the sign-in page;
 * - `shell`: the modules the shell (the bars and menus of every signed-in page) shares with another chunk, kept out
 *   of `base` so the sign-in page does not fetch them;
 * - `opening`: what the opening preload of a screen's answer (app/answer-preload.ts) shares with the screens (their
 *   filters and calls), so that it runs without waiting for `screens` to arrive and run (docs/decisions/223);
 * - `screens`: every other module two or more lazy chunks share (the grid, the filters, the map's cards), fetched
 *   with a report screen only: neither the sign-in page nor the dashboard imports it.
 *
 * What some code imports lazily (a screen, chart.js, the map, the spreadsheet export) is never grouped.
 */
export const chunkGroups = (): Rolldown.CodeSplittingOptions => {
  const fromSignIn = reachedFrom([signInPage]);
  const fromShell = reachedFrom([appShell]);
  const fromAnswerPreload = reachedFrom([answerPreload]);
  return {
    groups: [
      { name: 'initial', tags: ['$initial'], priority: 5 },
      {
        name: (id, context) =>
          !loadedLazily(id, context) && !contracts.test(id) && fromSignIn(id, context) ? 'base' : null,
        debugName: 'base',
        minShareCount: 2,
        priority: 4,
      },
      {
        name: (id, context) => (!loadedLazily(id, context) && fromShell(id, context) ? 'shell' : null),
        debugName: 'shell',
        minShareCount: 2,
        priority: 3,
      },
      {
        name: (id, context) =>
          !loadedLazily(id, context) && !answerPreload.test(id) && fromAnswerPreload(id, context)
            ? 'opening'
            : null,
        debugName: 'opening',
        minShareCount: 2,
        priority: 2,
      },
      {
        name: (id, context) => (loadedLazily(id, context) ? null : 'screens'),
        debugName: 'screens',
        minShareCount: 2,
        priority: 1,
      },
    ],
  };
};
