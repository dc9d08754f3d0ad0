import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { DatabaseKind } from '../db/connect.ts';
import { generateDataset } from '../generate/generate-dataset.ts';
import { demoLogins } from '../generate/people.ts';
import { importFolder } from '../import/index.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

export type GeneratedApp = TestApp & {
  /** GET as one of the demo logins (ADMIN, SUP1, REP1…), asserting 200, answering the parsed body. */
  get: <T>(url: string, user: string) => Promise<T>;
};

/**
 * The app over data nobody chose: the demo generator's `tiny` scale for `today` and `seed`, loaded through the real
 * import, with every demo login signed in.
 */
export const buildGeneratedApp = async (
  kind: DatabaseKind,
  { today, seed }: { today: string; seed: number },
): Promise<GeneratedApp> => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-generated-'));
  let t: TestApp;
  try {
    await generateDataset({ scale: 'tiny', out: dir, today, seed });
    t = await buildTestApp(kind, {
      today,
      seed: async (handle) => {
        const result = await importFolder(handle, dir);
        if (!result.ok) throw new Error(`dados gerados rejeitados: ${result.problems.join('; ')}`);
      },
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const tokens = new Map<string, string>();
  for (const { username, password } of demoLogins) tokens.set(username, await t.login(username, password));
  const get = async <T>(url: string, user: string): Promise<T> => {
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${tokens.get(user) ?? ''}` },
    });
    expect(response.statusCode, `${user} ${url}`).toBe(200);
    return response.json<T>();
  };
  return { ...t, get };
};
