// Browser end-to-end tests (Playwright + Debian's Chromium) against the built sites and the API.
// Not named jest.config.*: this suite runs through the `e2e` target only, never with `nx run-many -t test`.
module.exports = {
  displayName: 'e2e',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.e2e.ts'],
  globalSetup: '<rootDir>/src/setup/global-setup.mjs',
  globalTeardown: '<rootDir>/src/setup/global-teardown.mjs',
  // One browser at a time on a 2-core machine; the servers are shared by every test file.
  maxWorkers: 1,
  // Room for a login that waits out a demo phone's one-minute code cooldown (support/session.ts).
  testTimeout: 120_000,
};
