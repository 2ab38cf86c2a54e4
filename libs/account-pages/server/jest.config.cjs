module.exports = {
  displayName: 'account-pages-server',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
};
