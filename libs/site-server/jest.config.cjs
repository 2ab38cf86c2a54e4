module.exports = {
  displayName: 'site-server',
  preset: '../../jest.preset.js',
  // Mostly server code; component tests opt into jsdom with a `@jest-environment jsdom` docblock.
  testEnvironment: 'node',
};
