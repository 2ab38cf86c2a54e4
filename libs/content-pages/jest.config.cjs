module.exports = {
  displayName: 'content-pages',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
};
