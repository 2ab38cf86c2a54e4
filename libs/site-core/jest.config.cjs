module.exports = {
  displayName: 'site-core',
  preset: '../../jest.preset.js',
  testEnvironment: 'jsdom',
};
