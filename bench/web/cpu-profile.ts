/**
 * What a page's main thread spent its time on, from CDP: the CPU profile's samples (Profiler) as self time per
 * node, and the trace's events (Tracing) as self time per event, which shows what "(program)" hides in the profile
 * (style, layout, paint, parsing). Shared by the benches that profile a page.
 */

export type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
};
export type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number };

/** Self time (ms) per node id, from the sampled stacks. */
export const selfTimes = (profile: Profile): Map<number, number> => {
  const self = new Map<number, number>();
  profile.samples.forEach((id, index) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000);
  });
  return self;
};

/** Per script URL, the first line of each module an unminified bundle holds (its `// path` comment), in order. */
export type ModuleStarts = Map<string, { line: number; module: string }[]>;

export const moduleStartsOf = async (urls: string[]): Promise<ModuleStarts> => {
  const starts: ModuleStarts = new Map();
  for (const url of new Set(urls.filter((entry) => entry.endsWith('.js')))) {
    // The installed app's host (reopen-visit.ts) is known to the browser only.
    const text = await fetch(url.replace('//portal.test:', '//127.0.0.1:')).then((response) =>
      response.ok ? response.text() : '',
    );
    const lines = text.split('\n');
    if (lines.length < 1000) continue; // minified: one module per line is no clue
    starts.set(
      url,
      lines.flatMap((line, index) => {
        const found = /^\/\/ (?:\.\.\/)*(?:node_modules\/)?(\S+)$/.exec(line);
        return found ? [{ line: index, module: found[1]! }] : [];
      }),
    );
  }
  return starts;
};

export const moduleOf = (starts: ModuleStarts, url: string, line: number): string | null => {
  const list = starts.get(url);
  if (!list) return null;
  let found: string | null = null;
  for (const start of list) {
    if (start.line > line) break;
    found = start.module;
  }
  return found;
};

export type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
};

export const TRACE_CATEGORIES =
  '-*,devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink,loading';

/** The renderer main thread's complete events, in time order. */
export const mainThreadSpans = (events: TraceEvent[]): TraceEvent[] | undefined => {
  // The page's renderer: of the renderer main threads (about:blank's may be another), the busiest.
  const mains = events.filter(
    (event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const spansOf = (thread: TraceEvent) =>
    events.filter(
      (event) =>
        event.pid === thread.pid && event.tid === thread.tid && event.ph === 'X' && event.dur !== undefined,
    );
  const busy = (spans: TraceEvent[]) =>
    spans.filter((span) => span.name === 'RunTask').reduce((sum, span) => sum + span.dur!, 0);
  return mains
    .map(spansOf)
    .sort((a, b) => busy(b) - busy(a))[0]
    ?.sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
};

/** The main thread's trace events by self time (ms), busiest first. */
export const mainThreadSelfTimes = (events: TraceEvent[]): [string, number][] => {
  const spans = mainThreadSpans(events);
  if (!spans) return [];
  const self = new Map<string, number>();
  const stack: { name: string; end: number; children: number; dur: number }[] = [];
  const close = (until: number) => {
    while (stack.length && stack.at(-1)!.end <= until) {
      const done = stack.pop()!;
      self.set(done.name, (self.get(done.name) ?? 0) + (done.dur - done.children) / 1000);
    }
  };
  for (const span of spans) {
    close(span.ts);
    if (stack.length) stack.at(-1)!.children += span.dur!;
    stack.push({ name: span.name, end: span.ts + span.dur!, children: 0, dur: span.dur! });
  }
  close(Number.POSITIVE_INFINITY);
  return [...self].sort((a, b) => b[1] - a[1]);
};
