// Test and story helpers of the frame (never imported by production code).
export { dialogMessages, headerMessages } from './lib/messages';
export { fixtureBaseConfig, fixtureDistrictConfig, sampleUser } from './lib/fixtures';
export { renderWithProviders } from './test-utils';
