import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const boundary = (from, message) => ({ group: from, message });

export default tseslint.config(
  {
    ignores: [
      '.next/**',
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
              ['**/lib/graphql/**', '@/lib/graphql/**'],
              'lib/service must not depend on browser code.',
            ),
            boundary(['**/components/**', '@/components/**'], 'lib/service must not depend on UI code.'),
          ],
        },
      ],
    },
  },
  {
    files: ['lib/dashboard/**', 'lib/graphql/**', 'components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            boundary(
              ['**/lib/service/**', '@/lib/service/**', '../service/**'],
              'The dashboard reaches the Handbook service only over HTTP (lib/dashboard/upstream.ts).',
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
