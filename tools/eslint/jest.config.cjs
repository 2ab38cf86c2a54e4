module.exports = {
  displayName: 'lint-rules',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
};
