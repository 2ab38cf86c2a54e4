module.exports = {
  displayName: 'validation',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
};
