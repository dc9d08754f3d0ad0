import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './node-flags.ts';

const root = join(import.meta.dirname, '..', '..', '..', '..');
const scripts = (
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;

describe('the flags the server runs with', () => {
  it.each(['start', 'portal'])('are passed by the %s script', (name) => {
    const script = scripts[name] ?? '';
    expect(script).toContain(`node ${SERVER_NODE_FLAGS.join(' ')} apps/server/dist/main.mjs`);
  });
});
