module.exports = {
  displayName: 'content-pages-server',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
};
