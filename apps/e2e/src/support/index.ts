// Helpers for browser tests: `describeInBrowser` + `open()` for pages, site URLs, viewports, axe-core.
export * from './axe';
export * from './browser';
export * from './browser-suite';
export * from './sites';
export * from './static-server';
export * from './scripts';
export * from './visitors';
