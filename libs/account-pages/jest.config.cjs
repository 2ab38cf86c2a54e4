module.exports = {
  displayName: 'account-pages',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
};
