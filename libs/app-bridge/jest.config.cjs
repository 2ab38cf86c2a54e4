module.exports = {
  displayName: 'app-bridge',
  preset: '../../jest.preset.js',
  testEnvironment: 'jsdom',
};
