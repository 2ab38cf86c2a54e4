// Renders every story of every lib (portable stories), so a broken story fails `npm test`.
module.exports = {
  displayName: 'storybook',
  preset: '../../jest.preset.js',
  testEnvironment: 'jsdom',
  // @storybook/react's CommonJS build loads its React DOM shim with a native `import()`, which Jest
  // only runs under --experimental-vm-modules; SWC turns those into require() (merged with the preset's transforms).
  transform: {
    '/node_modules/@storybook/react/dist/.+\\.js$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!@storybook/react/dist/)'],
  // Stories may import images (map pictures, logos); Vite turns them into URLs, here they become file names.
  moduleNameMapper: { '\\.(png|jpe?g|gif|webp|avif|svg|ico)(\\?url)?$': '<rootDir>/src/file-url.cjs' },
};
