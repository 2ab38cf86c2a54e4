module.exports = {
  displayName: 'hk',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
};
