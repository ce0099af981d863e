import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const boundary = (from, message) => ({ group: from, message });

// The two boundaries of docs/architecture.md: the service knows nothing of the dashboard, and the dashboard
// reaches the service only over its published HTTP contract.
const serviceWall = [
  boundary(['**/dashboard/**', '@/lib/dashboard/**'], 'lib/service must not depend on the dashboard.'),
  boundary(
    ['**/lib/graphql-client/**', '@/lib/graphql-client/**'],
    'lib/service must not depend on browser code.',
  ),
  boundary(['**/components/**', '@/components/**'], 'lib/service must not depend on UI code.'),
];

/** The folders of lib/service that say what the service does (one per feature). */
const FEATURES = [
  'activity',
  'auth',
  'branding',
  'customers',
  'demo',
  'handbooks',
  'overview',
  'resellers',
  'tokens',
  'webhooks',
];

/** A folder of lib/service, however it is reached: by the alias, or relatively from any depth. */
const layerPaths = (folders) =>
  folders.flatMap((folder) => [`@/lib/service/${folder}/**`, `**/${folder}/**`]);

const serviceLayer = (files, rules) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [...serviceWall, ...rules] }] },
});

export default tseslint.config(
  {
    ignores: [
      '.next/**',
      'dist/**',
      'node_modules/**',
      '.data/**',
      'next-env.d.ts',
      '**/generated/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // React code only: elsewhere `use` is a Playwright fixture's callback, not a hook.
    files: ['**/*.tsx', 'app/**/*.ts', 'components/**/*.ts', 'lib/graphql-client/**/*.ts'],
    ...reactHooks.configs.flat.recommended,
  },
  nextPlugin.configs.recommended,
  nextPlugin.configs['core-web-vitals'],
  // The type-aware promise rules run in oxlint (.oxlintrc.json), on TypeScript 7's native compiler.
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'error',
    },
  },
  // Inside the service the layers point one way (docs/architecture.md): the transport (api/) imports the
  // process (host/), which imports the features, which import core/ and db/. One block per layer, each
  // repeating the service's wall: a later no-restricted-imports replaces an earlier one for the same file.
  serviceLayer(['lib/service/**'], []),
  serviceLayer(
    [`lib/service/{${FEATURES.join(',')}}/**`],
    [
      boundary(
        layerPaths(['host', 'api']),
        'A feature never imports the process or the transport: take a hook.',
      ),
    ],
  ),
  serviceLayer(
    ['lib/service/host/**'],
    [boundary(layerPaths(['api']), 'The process never imports the transport (api/ builds on host/).')],
  ),
  serviceLayer(
    ['lib/service/core/**', 'lib/service/db/**'],
    [
      boundary(
        layerPaths([...FEATURES, 'host', 'api']),
        'core/ and db/ import no feature, nor the process or the transport.',
      ),
    ],
  ),
  {
    files: ['lib/dashboard/**', 'lib/graphql-client/**', 'components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            boundary(
              ['**/lib/service/**', '@/lib/service/**', '../service/**'],
              'The dashboard reaches the Handbook service only over HTTP (lib/dashboard/relay/upstream.ts).',
            ),
          ],
        },
      ],
    },
  },
  {
    // Command-line tools, tests and benchmarks talk to a terminal.
    files: ['scripts/**', 'bench/**', 'tests/**', 'e2e/**', '*.config.*'],
    rules: { 'no-console': 'off' },
  },
);
