module.exports = {
  displayName: 'layout',
  preset: '../../jest.preset.js',
  testEnvironment: 'jsdom',
};
