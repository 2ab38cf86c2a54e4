module.exports = {
  displayName: 'auth-panel',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
};
