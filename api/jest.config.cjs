const { availableParallelism } = require('node:os');

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  // Jest's default (cores − 1) is one worker on a two-core CI machine; the suites wait on the
  // database, child servers and argon2 often enough that two workers there cut the run by a third.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    // A few dependencies ship ESM only (typebox, cookie 2, content-disposition 3) and
    // @fastify/cookie loads cookie with import(); Jest on Node 20 can do neither without
    // --experimental-vm-modules, so these are compiled to CommonJS like our own sources.
    '^.+\\.(t|j|mj)s$': ['@swc/jest', { jsc: { target: 'es2022', parser: { syntax: 'typescript' } }, module: { type: 'commonjs' } }],
  },
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  // The contract's sources, not its build: a test sees a changed schema without a rebuild.
  moduleNameMapper: { '^@coloc/contract/(.*)$': '<rootDir>/../contract/src/$1' },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(typebox|content-disposition|cookie|@fastify\\+cookie|@fastify/cookie)[@/])'],
  testTimeout: 20000,
};
