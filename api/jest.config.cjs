// API tests: the real app in-process (fastify.inject) on a fresh database per test file.
// Set TEST_DATABASE_URL (see scripts/ensure-postgres.sh) to run every suite on PostgreSQL too.
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test', '<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.(t|j)s$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'commonjs' },
      },
    ],
  },
  // light-my-request (fastify.inject) requires cookie 2, and @fastify/static (of the API
  // reference, @fastify/swagger-ui) content-disposition 3, which are ESM-only: compile them too.
  transformIgnorePatterns: ['/node_modules/.pnpm/(?!(cookie|content-disposition)@)'],
  testTimeout: 30000,
};
