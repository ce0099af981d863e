import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const boundary = (from, message) => ({ group: from, message });

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
  {
    // The two boundaries of layout.md: the service knows nothing of the dashboard, and the dashboard
    // reaches the service only over its published HTTP contract.
    files: ['lib/service/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            boundary(
              ['**/dashboard/**', '@/lib/dashboard/**'],
              'lib/service must not depend on the dashboard.',
            ),
            boundary(
              ['**/lib/graphql-client/**', '@/lib/graphql-client/**'],
              'lib/service must not depend on browser code.',
            ),
            boundary(['**/components/**', '@/components/**'], 'lib/service must not depend on UI code.'),
          ],
        },
      ],
    },
  },
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
