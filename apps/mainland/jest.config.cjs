module.exports = {
  displayName: 'mainland',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
};
