import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import globals from 'globals';

/** Every folder under apps/web/src/features is a feature, so a new one is guarded from its first file. */
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Layer rules: domain code imports no infrastructure; libs never import apps; web features never import each other. */
export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { disallowTypeAnnotations: false, fixStyle: 'inline-type-imports' },
      ],
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['libs/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**', '@ledgerline/api', '@ledgerline/web'],
              message: 'libs never import apps',
            },
            { group: ['@nestjs/*'], message: 'libs stay framework-free' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/domain/**/*.ts', '**/*.decider.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@nestjs/*',
                'better-sqlite3',
                'mongodb',
                '@kurrent/*',
                'ioredis',
                'bullmq',
                'express*',
              ],
              message: 'domain code imports no infrastructure',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, '@tanstack/query': pluginQuery },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@tanstack/query/exhaustive-deps': 'error',
      '@tanstack/query/prefer-query-options': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/api/**', '@ledgerline/api', '@ledgerline/events', '@ledgerline/projections'],
              message: 'the web app talks to the API over HTTP and shares only @ledgerline/contracts',
            },
          ],
        },
      ],
    },
  },
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: webFeatures
                .filter((f) => f !== feature)
                .flatMap((f) => [`@/features/${f}/*`, `@/features/${f}`, `**/features/${f}/*`]),
              message: 'web features never import each other; compose them in app/routes',
            },
          ],
        },
      ],
    },
  })),
);
