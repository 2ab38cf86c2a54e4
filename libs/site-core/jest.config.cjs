module.exports = {
  displayName: 'site-core',
  preset: '../../jest.preset.js',
  // Mostly server code; component tests opt into jsdom with a `@jest-environment jsdom` docblock.
  testEnvironment: 'node',
};
