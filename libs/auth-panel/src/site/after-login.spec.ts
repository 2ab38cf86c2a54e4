import { fakeTransport, SAMPLE_LOGIN, SAMPLE_USER } from '../testing/fake-transport';
import type { AuthTransport } from '../transport';
import { afterLogin, USER_INFO_WAIT_MS, userOfLogin } from './after-login';

const VERIFIED = { ...SAMPLE_USER, authUser: true };

describe('after a login', () => {
  describe('the user of the login', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('is the one the login answered with, without asking again', async () => {
      const transport = fakeTransport();
      const currentUser = jest.spyOn(transport, 'currentUser');
      await expect(userOfLogin(SAMPLE_LOGIN, transport)).resolves.toEqual(SAMPLE_USER);
      expect(currentUser).not.toHaveBeenCalled();
    });

    it('is fetched when the login came without one', async () => {
      const transport = { ...fakeTransport(), currentUser: async () => ({ ok: true as const, user: VERIFIED }) };
      await expect(userOfLogin({ ...SAMPLE_LOGIN, user: null }, transport)).resolves.toEqual(VERIFIED);
    });

    it(`is given up after ${USER_INFO_WAIT_MS} ms, or when the fetch fails`, async () => {
      const slow: AuthTransport = { ...fakeTransport(), currentUser: () => new Promise(() => undefined) };
      const waiting = userOfLogin({ ...SAMPLE_LOGIN, user: null }, slow);
      let settled = false;
      void waiting.then(() => (settled = true));
      await jest.advanceTimersByTimeAsync(USER_INFO_WAIT_MS - 1);
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      await expect(waiting).resolves.toBeNull();

      const failing: AuthTransport = { ...fakeTransport(), currentUser: async () => ({ ok: false, code: 300101, message: 'token invalid' }) };
      await expect(userOfLogin({ ...SAMPLE_LOGIN, user: null }, failing)).resolves.toBeNull();
      const throwing: AuthTransport = { ...fakeTransport(), currentUser: () => Promise.reject(new Error('offline')) };
      await expect(userOfLogin({ ...SAMPLE_LOGIN, user: null }, throwing)).resolves.toBeNull();
    });
  });

  describe('where it goes', () => {
    it("goes to the server's target, or the page's own next step", () => {
      expect(afterLogin(null, SAMPLE_USER, '/en/charges')).toEqual({ kind: 'navigate', to: '/en/charges', scrollTo: null });
      expect(afterLogin(null, SAMPLE_USER, '/en/charges', '/en/newreg-thankyou')).toEqual({ kind: 'navigate', to: '/en/newreg-thankyou', scrollTo: null });
    });

    it('shows the PGC dialog instead of a pgc jump to anyone who is not a verified account holder', () => {
      const pgc = { url: '/en/special-detail/4', type: 'pgc' };
      expect(afterLogin(pgc, SAMPLE_USER, '/en/special-detail/4')).toEqual({ kind: 'pgc-dialog' });
      expect(afterLogin(pgc, null, '/en/special-detail/4')).toEqual({ kind: 'pgc-dialog' });
      expect(afterLogin(pgc, VERIFIED, '/en/special-detail/4')).toMatchObject({ kind: 'navigate', to: '/en/special-detail/4' });
      expect(afterLogin({ url: '/en/market', type: 'course' }, SAMPLE_USER, '/en/market')).toMatchObject({ kind: 'navigate' });
    });

    it("scrolls to the target's fragment only when the stored jump asks for it", () => {
      expect(afterLogin({ url: '/en/events#sign-up', scrollIntoView: true }, SAMPLE_USER, '/en/events#sign-up')).toEqual({ kind: 'navigate', to: '/en/events#sign-up', scrollTo: 'sign-up' });
      expect(afterLogin({ url: '/en/events#sign-up' }, SAMPLE_USER, '/en/events#sign-up')).toMatchObject({ scrollTo: null });
      expect(afterLogin({ url: '/en/events', scrollIntoView: true }, SAMPLE_USER, '/en/events')).toMatchObject({ scrollTo: null });
    });
  });
});
