// The server halves of this site's routes. Route files re-export their loaders and actions from
// here: Remix keeps `.server` modules, and everything they import, out of the browser build.
export * from '@brokerage/account-pages/server';
export * from '@brokerage/auth-panel/server';
export * from '@brokerage/content-pages/server';
export * from '@brokerage/site-server';
