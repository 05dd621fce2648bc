// Jest preset for the front-end packages: jsdom with Node's web globals, TS/TSX through SWC,
// CSS Modules as identity maps, ESM-only libraries (ky) transformed.
const path = require('node:path');

module.exports = {
  testEnvironment: path.join(__dirname, 'jest.environment.cjs'),
  transform: {
    '^.+\\.(t|j)sx?$': [
      require.resolve('@swc/jest'),
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: ['node_modules/(?!(\\.pnpm/)?(ky)(@|/))'],
  moduleNameMapper: {
    '\\.module\\.css$': require.resolve('identity-obj-proxy'),
    '\\.css$': path.join(__dirname, 'jest.style-stub.cjs'),
    // The UI kit loads its dialogs' code on demand in the browser; tests render the dialog itself.
    '^\\./LazyDialog$': path.join(__dirname, '..', 'src', 'ui', 'Dialog.tsx'),
  },
  setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.cjs')],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  clearMocks: true,
};
