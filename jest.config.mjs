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
  testTimeout: 30_000,
};

export default createJestConfig(config);
