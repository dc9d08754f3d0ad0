import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import security from 'eslint-plugin-security';
import tseslint from 'typescript-eslint';

// Server import zones: each layer lists what it may not reach, so imports flow routes → queries → db.
const serverImportRule = (...patterns) => [
  'error',
  {
    patterns: [
      { regex: '(^|/)apps/web/|^@portal/web', message: 'O servidor não importa o app web.' },
      { regex: '(^|/)testing/', message: 'Código de produção não importa o apoio de testes (testing/).' },
      ...patterns,
    ],
  },
];
const noModules = { regex: '(^|/)modules/', message: 'Esta camada não importa módulos.' };
const noPlugins = { regex: '(^|/)plugins/', message: 'Esta camada não importa plugins.' };
const noApp = { regex: '(^|/)app\\.ts$', message: 'Só server.ts e os testes montam o app (app.ts).' };
const noAuth = { regex: '(^|/)auth/', message: 'O banco (db/) não conhece autenticação.' };
// A module's own folder is `depth` levels below modules/ (integration/ keeps one level of sub-areas); climbing that
// far and stepping into a sibling folder reaches another module.
const noOtherModule = (depth) => ({
  regex: `^${'\\.\\./'.repeat(depth)}(?!\\.\\.)`,
  message: 'Um módulo não importa outro: o que eles dividem vai para domain/.',
});
const serverProduction = { ignores: ['apps/server/src/**/*.test.ts', 'apps/server/src/testing/**'] };

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/data/**',
      'e2e/artifacts/**',
      'bench/out/**',
      '**/*.js',
      '**/*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use uma união de literais em vez de enum.' },
      ],
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
      'no-restricted-imports': serverImportRule(),
    },
  },
  // Modules stand on domain/, auth/, db/ and plugins' decorations; they never reach back up to the app that mounts
  // them, nor into each other (decision 090).
  ...[1, 2].map((depth) => ({
    ...serverProduction,
    files: [`apps/server/src/modules/*/${'*/'.repeat(depth - 1)}*.ts`],
    rules: { 'no-restricted-imports': serverImportRule(noApp, noModules, noOtherModule(depth)) },
  })),
  {
    // domain/ holds the SQL several modules and the import share: it stands on db/ and auth/'s scope type only.
    ...serverProduction,
    files: ['apps/server/src/domain/**/*.ts'],
    rules: { 'no-restricted-imports': serverImportRule(noModules, noPlugins, noApp) },
  },
  {
    // The import and the embedded folder's lock run without the HTTP layers (the CLI, the hand-over): they may read
    // domain/ (the team figures the import rebuilds), never a module.
    ...serverProduction,
    files: ['apps/server/src/import/**/*.ts', 'apps/server/src/data-folder/**/*.ts'],
    rules: { 'no-restricted-imports': serverImportRule(noModules, noPlugins, noApp) },
  },
  {
    // Plugins are the foundation modules stand on, so they never reach into a module.
    ...serverProduction,
    files: ['apps/server/src/plugins/**/*.ts'],
    rules: { 'no-restricted-imports': serverImportRule(noModules, noApp) },
  },
  {
    // auth/ (token, password, scope, request users) is what plugins wire in: it knows db/, never the HTTP layers.
    ...serverProduction,
    files: ['apps/server/src/auth/**/*.ts'],
    rules: { 'no-restricted-imports': serverImportRule(noModules, noPlugins, noApp) },
  },
  {
    // db/ (connection, migrations, sql-kit) is the bottom layer: it imports nothing above it.
    ...serverProduction,
    files: ['apps/server/src/db/**/*.ts'],
    rules: { 'no-restricted-imports': serverImportRule(noModules, noPlugins, noApp, noAuth) },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Use o cliente da API (lib/api-client).' },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)apps/server/|^@portal/server',
              message: 'O app web fala com o servidor só pela API.',
            },
          ],
        },
      ],
    },
  },
  {
    // lib and components are shared by every screen, so they never depend on a screen or on the shell.
    files: ['apps/web/src/lib/**/*.{ts,tsx}', 'apps/web/src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\.?/(\\.\\./)*(features|app)/',
              message: 'lib e components não importam telas nem o shell.',
            },
          ],
        },
      ],
    },
  },
  // A screen never imports the shell nor another screen (one feature per folder), and reaches the grid through
  // its public door. The sibling-feature pattern depends on how deep the file sits in its feature folder.
  ...[1, 2, 3].map((depth) => ({
    files: [`apps/web/src/features/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./(\\.\\./)*app/', message: 'Uma tela não importa o shell (app).' },
            {
              regex: `^${'\\.\\./'.repeat(depth)}(?!\\.\\.)`,
              message: 'Uma tela não importa outra tela: o que elas dividem vai para components/ ou lib/.',
            },
            {
              regex: 'components/report-grid/(?!index\\.ts$)',
              message: 'O grid se usa pela porta pública: components/report-grid/index.ts.',
            },
          ],
        },
      ],
    },
  })),
  {
    // The one place that may call fetch: the typed API client every screen goes through.
    files: ['apps/web/src/lib/api-client.ts'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    // Its tests may use the test tools; what the apps import stays zod alone.
    files: ['packages/contracts/src/**/*.ts'],
    ignores: ['packages/contracts/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|\\.).*', message: 'contracts depende só de zod.' }] },
      ],
    },
  },
  {
    // The order's PDF of both sides (docs/decisions/198): its own entry point, jsPDF and the contracts' types only.
    files: ['packages/contracts/src/order-pdf/**/*.ts'],
    ignores: ['packages/contracts/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(?!jspdf$|\\.).*', message: 'order-pdf usa só jspdf e os tipos dos contratos.' },
          ],
        },
      ],
    },
  },
  {
    // The one CSV writer of both sides (docs/decisions/106): its own entry point, so no other import pulls it in.
    files: ['packages/contracts/src/csv.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(?!csv-stringify/sync$|\\.).*', message: 'csv.ts usa só csv-stringify/sync.' },
          ],
        },
      ],
    },
  },
);
