import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { defineConfig, globalIgnores } from 'eslint/config';
import local from './scripts/eslint/index.mjs';

/** The code the site runs (the project's own rules hold here; tests may write what they check). */
const siteCode = ['app/**', 'components/**', 'lib/**', 'content/**', 'scripts/**', '*.ts'];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    '**/.next/**',
    'lib/generated/**',
    'prisma/postgresql/**',
    '**/next-env.d.ts',
    'coverage/**',
    'test-results/**',
    'playwright-report/**',
  ]),
  // The project's own rules (scripts/eslint/): each has valid and invalid cases in
  // __tests__/rules/eslint-rules.test.ts.
  {
    files: siteCode,
    ignores: ['scripts/eslint/**'],
    plugins: { local },
    rules: {
      'local/ist-offset': 'error',
      'local/json-ld-one-place': 'error',
      'local/server-action-wrapper': 'error',
    },
  },
  {
    files: ['components/**'],
    plugins: { local },
    rules: { 'local/no-fetch-in-components': 'error' },
  },
  {
    files: ['**/*.mjs', 'scripts/**', 'lib/db/migrate.mjs', '__tests__/support/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
]);
