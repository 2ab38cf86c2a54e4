import { SESSION_MAX_AGE_SECONDS, clearSessionToken, commitSessionToken, readSessionToken, sessionCookieName } from './session-cookie';

const TOKEN = 'q3Vh0c2S1x8mK4pN7rT9wY2zB5dF8gJ1';
const requestWith = (cookie?: string) => new Request('https://www.example.com/zh-hk', { headers: cookie ? { Cookie: cookie } : {} });
const cookiePair = (setCookie: string) => setCookie.split(';')[0];
const attributes = (setCookie: string) => setCookie.split('; ').slice(1).map((attribute) => attribute.toLowerCase());

describe('session cookie', () => {
  it('stores the token HttpOnly, SameSite=Lax, for 30 days, and reads it back', async () => {
    const setCookie = await commitSessionToken(TOKEN, 'sit');
    expect(cookiePair(setCookie).startsWith('session=')).toBe(true);
    expect(attributes(setCookie)).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/', `max-age=${SESSION_MAX_AGE_SECONDS}`]));
    expect(SESSION_MAX_AGE_SECONDS).toBe(2_592_000);
    expect(attributes(setCookie)).not.toContain('secure');
    await expect(readSessionToken(requestWith(cookiePair(setCookie)), 'sit')).resolves.toBe(TOKEN);
  });

  it('is Secure and __Host- prefixed in pro', async () => {
    expect(sessionCookieName('pro')).toBe('__Host-session');
    const setCookie = await commitSessionToken(TOKEN, 'pro');
    expect(setCookie.startsWith('__Host-session=')).toBe(true);
    expect(attributes(setCookie)).toEqual(expect.arrayContaining(['secure', 'httponly', 'path=/']));
    expect(setCookie.toLowerCase()).not.toContain('domain=');
    // A cookie of another environment's name is not this environment's session.
    await expect(readSessionToken(requestWith(cookiePair(setCookie)), 'sit')).resolves.toBeNull();
  });

  it('finds the session among other cookies', async () => {
    const pair = cookiePair(await commitSessionToken(TOKEN, 'uat'));
    await expect(readSessionToken(requestWith(`theme=dark; ${pair}; _ga=GA1.2.3`), 'uat')).resolves.toBe(TOKEN);
  });

  it('ignores missing, malformed and tampered cookies', async () => {
    await expect(readSessionToken(requestWith(), 'sit')).resolves.toBeNull();
    await expect(readSessionToken(requestWith('session='), 'sit')).resolves.toBeNull();
    await expect(readSessionToken(requestWith('session=%%%not-base64'), 'sit')).resolves.toBeNull();
    const injected = Buffer.from(JSON.stringify('abc\r\nX-Evil: 1 and more text')).toString('base64');
    await expect(readSessionToken(requestWith(`session=${injected}`), 'sit')).resolves.toBeNull();
  });

  it('refuses to store something that is not a token', async () => {
    expect(() => commitSessionToken('short', 'sit')).toThrow(TypeError);
    expect(() => commitSessionToken(`${TOKEN}\r\nSet-Cookie: x=y`, 'sit')).toThrow(TypeError);
  });

  it('clears the session with an expired cookie', async () => {
    const setCookie = await clearSessionToken('sit');
    expect(setCookie.startsWith('session=;')).toBe(true);
    expect(attributes(setCookie)).toEqual(expect.arrayContaining(['max-age=0', 'httponly']));
    expect(setCookie).toContain('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  });
});
