import type { Terminal } from '@brokerage/api-client';

/** User agents of phones and tablets; exported for the edge's device-class maps (deploy/nginx/device-class.mjs). */
export const MOBILE_USER_AGENT = /Mobi|Android|iPhone|iPad|iPod|HarmonyOS|Windows Phone|MicroMessenger/i;

/** X-Terminal of the API calls made for a request: `h5` for phones and tablets, `pc` otherwise. */
export const terminalOf = (userAgent: string | null | undefined): Terminal => (userAgent && MOBILE_USER_AGENT.test(userAgent) ? 'h5' : 'pc');
