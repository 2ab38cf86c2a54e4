// Test and story helpers of the frame (never imported by production code).
export { headerMessages } from './lib/messages';
export { dialogMessages } from './lib/dialogs/messages';
export { fixtureBaseConfig, fixtureDistrictConfig, sampleUser } from './lib/fixtures';
export { renderWithProviders } from './test-utils';
