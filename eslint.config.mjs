import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { defineConfig, globalIgnores } from 'eslint/config';

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
  {
    files: ['**/*.mjs', 'scripts/**', 'lib/db/migrate.mjs', '__tests__/support/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
]);
