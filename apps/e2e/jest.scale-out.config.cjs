// Scale-out, rolling-restart and database-outage tests (apps/e2e/src/scale-out): their own stack of
// PostgreSQL, Redis, two API instances, two instances of each site and nginx. Run by the `scale-out`
// target only, after the sites are built; never with `nx run-many -t test`.
module.exports = {
  displayName: 'scale-out',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/scale-out/**/*.scale.ts'],
  maxWorkers: 1,
  testTimeout: 120_000,
};
