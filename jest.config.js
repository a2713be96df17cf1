/** Unit and integration specs for libs and the API; browser tests run under Playwright (e2e/). */
const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/libs', '<rootDir>/apps/api'],
  testMatch: ['**/*.spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: { '^.+\\.ts$': ['@swc/jest', swcOptions] },
  moduleNameMapper: {
    '^@ledgerline/(contracts|events|projections|ownership)$': '<rootDir>/libs/$1/src',
    '^@ledgerline/events/testing$': '<rootDir>/libs/events/src/testing',
  },
  testTimeout: 30000,
  maxWorkers: 2,
};
