module.exports = {
  displayName: 'analytics',
  preset: '../../jest.preset.js',
  testEnvironment: 'jsdom',
};
