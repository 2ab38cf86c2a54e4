// Every language's catalog, registered as on the server, so code under test can call
// createI18n(lang) synchronously for any language (browser pages load one with loadCatalog).
try {
  require('@brokerage/i18n/all-catalogs');
} catch (error) {
  if (error && error.code === 'MODULE_NOT_FOUND' && /locales/.test(String(error.message))) {
    throw new Error('The compiled Lingui catalogs are missing: run `npm run i18n:compile`.', { cause: error });
  }
  throw error;
}

// jest-dom matchers only make sense where there is a DOM.
if (typeof document !== 'undefined') {
  require('@testing-library/jest-dom');
}

// jsdom has no TextEncoder/TextDecoder; code that measures or encodes UTF-8 (passwords, encryption) needs them.
if (typeof globalThis.TextEncoder === 'undefined') {
  const { TextEncoder, TextDecoder } = require('node:util');
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
