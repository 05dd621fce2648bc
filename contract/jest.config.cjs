/** @type {import('jest').Config} */
module.exports = {
  displayName: 'contract',
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  // typebox ships ESM only: compiled to CommonJS like our sources (Jest on Node 20 loads no ESM).
  transform: { '^.+\\.(t|j|mj)s$': ['@swc/jest', { jsc: { target: 'es2022', parser: { syntax: 'typescript' } }, module: { type: 'commonjs' } }] },
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?typebox[@/])'],
};
