export { renderDocument as default, logServerError as handleError, RENDER_TIMEOUT_MS as streamTimeout } from '@brokerage/site-server';
