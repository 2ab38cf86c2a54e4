// Shared Jest settings: SWC transpiles TS/TSX (no type-check here; `typecheck` does that).
const path = require('node:path');
const { pathsToModuleNameMapper } = require('./tools/jest/paths.cjs');

module.exports = {
  testMatch: ['<rootDir>/src/**/*.(spec|test).[jt]s?(x)', '<rootDir>/app/**/*.(spec|test).[jt]s?(x)', '<rootDir>/tools/**/*.(spec|test).[jt]s?(x)'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
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
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'json'],
  moduleNameMapper: {
    ...pathsToModuleNameMapper(path.join(__dirname, 'tsconfig.base.json')),
    // Remix's server runtime (reached through @remix-run/react) needs this parser; under jsdom Jest
    // would pick its browser build, which is ES modules only. Its CommonJS build works in both.
    '^@web3-storage/multipart-parser$': require.resolve('@web3-storage/multipart-parser'),
  },
  testEnvironment: 'node',
  setupFilesAfterEnv: [path.join(__dirname, 'tools/jest/setup.cjs')],
};
