// Unit and component tests of the browser packages (the API has its own suite in api/).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  testEnvironment: 'jsdom',
  // Component tests click through whole screens; a 2-core CI machine needs more than 5 s.
  testTimeout: 20000,
  roots: [
    '<rootDir>/shared',
    '<rootDir>/host',
    '<rootDir>/remote-search',
    '<rootDir>/remote-villa',
    '<rootDir>/remote-booking',
    '<rootDir>/remote-admin',
    '<rootDir>/remote-content',
    '<rootDir>/remote-office',
    '<rootDir>/build',
    '<rootDir>/scripts',
  ],
  testMatch: [
    '**/src/**/*.test.ts?(x)',
    '<rootDir>/build/*.test.ts',
    '<rootDir>/scripts/*.test.ts',
  ],
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  // ESM-only packages are compiled too (pnpm keeps them under node_modules/.pnpm/<name>@...).
  transformIgnorePatterns: [
    '/node_modules/.pnpm/(?!(ky|react-markdown|remark-.*|micromark.*|unified|unist-.*|mdast-.*|hast-.*|vfile.*|bail|trough|is-plain-obj|property-information|space-separated-tokens|comma-separated-tokens|decode-named-character-reference|character-entities|zwitch|longest-streak|html-url-attributes|devlop|ccount|escape-string-regexp|markdown-table|trim-lines|estree-util-.*)@)',
  ],
  setupFilesAfterEnv: ['<rootDir>/build/jest.setup.ts'],
  moduleNameMapper: { '\\.css$': '<rootDir>/build/styleStub.cjs' },
};
