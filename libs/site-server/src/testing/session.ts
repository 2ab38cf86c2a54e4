import { commitSessionToken } from '../http/session-cookie';

/** The Cookie header a browser sends once the site (a local `sit` start) has stored this session token. */
export const sessionCookieHeader = async (token: string): Promise<string> => (await commitSessionToken(token, 'sit')).split(';')[0];
