module.exports = {
  displayName: 'auth-panel-server',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
};
