import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/__tests__/**/*.test.{ts,tsx}'],
  moduleNameMapper: {
    '^server-only$': '<rootDir>/__tests__/support/empty.js',
    '^@/(.*)$': '<rootDir>/$1',
  },
  globalSetup: '<rootDir>/__tests__/support/global-setup.js',
  globalTeardown: '<rootDir>/__tests__/support/global-teardown.js',
  testTimeout: 30_000,
};

/**
 * The blog's Markdown and HTML libraries (marked, and sanitize-html's htmlparser2 family) ship
 * only ES modules, which jest on Node 20 cannot require: let next/jest's SWC transform compile them.
 */
const esmOnly = [
  'marked',
  'htmlparser2',
  'domhandler',
  'domutils',
  'dom-serializer',
  'domelementtype',
  'entities',
];

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: [
      `/node_modules/(?!(?:${esmOnly.join('|')})/)`,
      ...(resolved.transformIgnorePatterns ?? []).filter((p) => !p.includes('node_modules')),
    ],
  };
}
