/** One finished step of an import, for profiling (bench/import/phases.ts) and nothing else. */
export type ImportPhase = { phase: string; file?: string; ms: number };

export type PhaseTimer = <T>(phase: string, file: string | undefined, work: () => Promise<T>) => Promise<T>;

/** Times each step when someone listens; otherwise just runs it. */
export const makePhaseTimer =
  (listener?: (event: ImportPhase) => void): PhaseTimer =>
  async (phase, file, work) => {
    if (!listener) return work();
    const started = performance.now();
    try {
      return await work();
    } finally {
      listener({ phase, ...(file ? { file } : {}), ms: performance.now() - started });
    }
  };
