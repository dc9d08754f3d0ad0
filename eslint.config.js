import js from '@eslint/js';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import security from 'eslint-plugin-security';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/data/**', 'e2e/artifacts/**', 'bench/out/**', '**/*.js', '**/*.mjs'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: 'TSEnumDeclaration', message: 'Use uma união de literais em vez de enum.' }],
    },
  },
  {
    // Migrations are frozen in time and typed as Kysely<any> by design (Kysely's migration docs).
    files: ['apps/server/src/db/migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts', 'apps/server/src/testing/**'],
    plugins: { security },
    rules: {
      ...security.configs.recommended.rules,
      // Object lookups by validated keys are everywhere in typed code; this rule flags them all.
      'security/detect-object-injection': 'off',
      // File paths come from the operator (CLI arguments, PORTAL_DATA_DIR), never from a request; static files
      // are served by @fastify/static, which confines them to the build folder.
      'security/detect-non-literal-fs-filename': 'off',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps/server/src/plugins', from: './apps/server/src/modules', message: 'Plugins não importam módulos.' },
            { target: './apps/server/src', from: './apps/web', message: 'O servidor não importa o app web.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Use o cliente da API (lib/api-client).' }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps/web/src/lib', from: ['./apps/web/src/features', './apps/web/src/app'] },
            { target: './apps/web/src/components', from: ['./apps/web/src/features', './apps/web/src/app'] },
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            { target: './apps/web/src', from: './apps/server' },
          ],
        },
      ],
    },
  },
  {
    // The one place that may call fetch: the typed API client every screen goes through.
    files: ['apps/web/src/lib/api-client.ts'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    files: ['packages/contracts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!zod$|\\.).*', message: 'contracts depende só de zod.' }] }],
    },
  },
);
