// Test helpers of the site core (never imported by production code).
export { SiteProvider } from './lib/site-context';
export { SERVER_STYLES_ATTRIBUTE } from './lib/server-styles';
export { HYDRATED_ATTRIBUTE } from './lib/hydrate';
