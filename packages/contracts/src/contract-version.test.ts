import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contractVersion } from '../contract-version.mjs';

describe('contractVersion', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });
  const contracts = (files: Record<string, string>) => {
    const folder = mkdtempSync(join(tmpdir(), 'contracts-'));
    folders.push(folder);
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(join(folder, name, '..'), { recursive: true });
      writeFileSync(join(folder, name), text);
    }
    return contractVersion(folder);
  };
  const grids = 'export const row = z.object({ code: z.string() });\n';

  it('is the same for the same contracts and moves when a schema or a file name does', () => {
    const version = contracts({ 'common.ts': 'export const a = 1;\n', 'grids/grids.ts': grids });
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    expect(contracts({ 'grids/grids.ts': grids, 'common.ts': 'export const a = 1;\n' })).toBe(version);
    expect(
      contracts({
        'common.ts': 'export const a = 1;\n',
        'grids/grids.ts': grids.replace('string', 'number'),
      }),
    ).not.toBe(version);
    expect(contracts({ 'common.ts': 'export const a = 1;\n', 'grids/rows.ts': grids })).not.toBe(version);
  });

  it('leaves the tests out', () => {
    const version = contracts({ 'grids/grids.ts': grids });
    expect(contracts({ 'grids/grids.ts': grids, 'grids/grids.test.ts': 'it();\n' })).toBe(version);
  });
});
