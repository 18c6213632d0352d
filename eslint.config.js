import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';

export default [
  {
    ignores: [
      'dist/',
      '.astro/',
      'node_modules/',
      'src/paraglide/',
      'test-results/',
      'playwright-report/',
      '.tmp/',
      'data/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        document: 'readonly',
        window: 'readonly',
        URL: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['src/islands/**', 'src/stores/**', 'src/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '@/server/*'], message: 'Browser code never imports src/server.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/islands/**', 'src/stores/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '@/server/*'], message: 'Browser code never imports src/server.' },
            {
              group: ['@/paraglide/messages.js', '**/paraglide/messages.js', '@/i18n/clientLocale.ts'],
              message: "Islands take `m` from '@/i18n/messages.ts', which sets the page's locale first.",
            },
          ],
        },
      ],
    },
  },
];
