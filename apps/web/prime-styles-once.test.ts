import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { primeStylesOnce } from './prime-styles-once.ts';

const hooksPath = createRequire(import.meta.url).resolve('primereact/hooks/hooks.esm.js');

type Transform = (
  this: { error: (message: string) => never },
  code: string,
  id: string,
) => { code: string } | null;
const transform = primeStylesOnce().transform as Transform;
const context = {
  error: (message: string): never => {
    throw new Error(message);
  },
};

// docs/decisions/232: the build writes each PrimeReact stylesheet only when its text changes.
describe('PrimeReact stylesheets written once', () => {
  it('replaces useStyle’s rewrite and extra render in the installed PrimeReact', () => {
    const original = readFileSync(hooksPath, 'utf8');
    const patched = transform.call(context, original, hooksPath)!.code;
    const load = patched.slice(
      patched.indexOf('var load = function load()'),
      patched.indexOf('var unload ='),
    );
    expect(load).toContain('if (styleRef.current.textContent !== css) styleRef.current.textContent = css;');
    expect(load).not.toContain('setIsLoaded(true)');
    expect(original.slice(original.indexOf('var load = function load()'))).toContain('setIsLoaded(true)');
  });

  it('leaves other modules alone and stops the build when PrimeReact changed the lines it replaces', () => {
    expect(transform.call(context, 'export const x = 1;', '/app/src/main.tsx')).toBeNull();
    expect(() => transform.call(context, 'var useStyle = () => {};', hooksPath)).toThrow(/useStyle changed/);
  });
});
