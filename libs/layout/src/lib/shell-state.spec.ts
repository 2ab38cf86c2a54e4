import { fixtureBaseConfig, fixturePageMeta, fixtureShellState, MOBILE_USER_AGENT, userWithAccount, userWithoutAccount } from './fixtures';
import { createShellState, shellReducer, shellView, type ShellServerInput } from './shell-state';

const ok = <T>(value: T) => ({ status: 'fulfilled', value }) as const;
const failed = (reason: unknown) => ({ status: 'rejected', reason }) as const;

const input = (overrides: Partial<ShellServerInput> = {}): ShellServerInput => ({
  lang: 'en',
  district: 'hk',
  baseConfig: ok(fixtureBaseConfig('hk', 'en')),
  pageMeta: ok(fixturePageMeta('en')),
  activityTotal: ok(3),
  ipRegion: ok('HK'),
  ...overrides,
});

describe('createShellState', () => {
  it('builds the first state from successful fetches', () => {
    const state = createShellState(input({ user: ok(userWithoutAccount), userAgent: MOBILE_USER_AGENT, isPro: true }));
    expect(shellView(state)).toMatchObject({
      lang: 'en',
      district: 'hk',
      loggedIn: true,
      user: userWithoutAccount,
      isMainlandIp: false,
      showOtherActivity: true,
      showOpenAccountButton: true,
      needLogin: false,
      showLoginDialog: false,
      loginDialogJumpUrl: null,
      showTokenErrorDialog: false,
    });
    expect(state.baseConfig.hotline?.display).toBe('(852) 3958 6200');
    expect(state.heads.index.title).toContain('Harbourfront');
    expect(state.flags).toMatchObject({ isH5Page: true, isIos: true, isPro: true });
  });

  it('is plain JSON, so a loader can return it', () => {
    const state = createShellState(input({ user: ok(userWithAccount) }));
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });

  it('falls back per spec 8 and reports every fallback', () => {
    const onFallback = jest.fn();
    const state = createShellState(
      input({
        user: failed(new Error('user-info 500')),
        baseConfig: failed(new Error('base timeout')),
        pageMeta: failed(new Error('head timeout')),
        activityTotal: failed(new Error('activity down')),
        ipRegion: failed(new Error('ip lookup down')),
        onFallback,
      }),
    );
    expect(shellView(state)).toMatchObject({ loggedIn: false, user: null, baseConfig: {}, heads: {}, showOtherActivity: false, isMainlandIp: false, showOpenAccountButton: true });
    expect(onFallback.mock.calls.map(([source]) => source).sort()).toEqual(['activity', 'baseConfig', 'ipInfo', 'pageMeta', 'user']);
    expect(onFallback).toHaveBeenCalledWith('baseConfig', new Error('base timeout'));
  });

  it('shows other activities only for a total above zero', () => {
    expect(createShellState(input({ activityTotal: ok(0) })).showOtherActivity).toBe(false);
    expect(createShellState(input({ activityTotal: ok(1) })).showOtherActivity).toBe(true);
    expect(createShellState(input({ activityTotal: ok(Number.NaN) })).showOtherActivity).toBe(false);
  });

  it('detects a mainland IP only from the MAINLAND result', () => {
    expect(createShellState(input({ ipRegion: ok('MAINLAND') })).isMainlandIp).toBe(true);
    for (const region of ['HK', 'MO', 'UNKNOWN', 'mainland']) {
      expect(createShellState(input({ ipRegion: ok(region) })).isMainlandIp).toBe(false);
    }
  });

  it('treats no session, a null user and a server-side token error as logged out', () => {
    expect(shellView(createShellState(input())).loggedIn).toBe(false);
    expect(shellView(createShellState(input({ user: ok(null) }))).loggedIn).toBe(false);
    const afterTokenError = shellView(createShellState(input({ user: ok(userWithAccount), tokenError: true })));
    expect(afterTokenError).toMatchObject({ loggedIn: false, user: null, showTokenErrorDialog: true });
  });
});

describe('shellReducer', () => {
  const visitor = fixtureShellState({ lang: 'en' });

  it('opens and closes the global login dialog with its jump URL', () => {
    const open = shellReducer(visitor, { type: 'openLoginDialog', jumpUrl: '/en/sta-login' });
    expect(open).toMatchObject({ showLoginDialog: true, loginDialogJumpUrl: '/en/sta-login' });
    expect(shellReducer(open, { type: 'closeLoginDialog' })).toMatchObject({ showLoginDialog: false, loginDialogJumpUrl: null });
  });

  it('logs in and out, recomputing the open-account button', () => {
    const withGuide = shellView(shellReducer(visitor, { type: 'setUser', user: userWithoutAccount }));
    expect(withGuide).toMatchObject({ loggedIn: true, showOpenAccountButton: true });
    const client = shellReducer(visitor, { type: 'setUser', user: userWithAccount });
    expect(shellView(client)).toMatchObject({ loggedIn: true, showOpenAccountButton: false });
    expect(shellView(shellReducer(client, { type: 'setUser', user: null }))).toMatchObject({ loggedIn: false, user: null, showOpenAccountButton: true });
  });

  it('closes the login dialog once a user logs in', () => {
    const open = shellReducer(visitor, { type: 'openLoginDialog', jumpUrl: null });
    expect(shellReducer(open, { type: 'setUser', user: userWithAccount }).showLoginDialog).toBe(false);
  });

  it('logs the user out and opens the token-error dialog on 300101', () => {
    const loggedIn = fixtureShellState({ user: userWithAccount });
    const state = shellReducer(loggedIn, { type: 'tokenError' });
    expect(shellView(state)).toMatchObject({ loggedIn: false, user: null, showTokenErrorDialog: true });
    expect(shellReducer(state, { type: 'closeTokenErrorDialog' }).showTokenErrorDialog).toBe(false);
  });

  it('stores page texts and heads by page', () => {
    let state = shellReducer(visitor, { type: 'setPageTexts', page: 'charges', texts: { title: 'Fees' } });
    state = shellReducer(state, { type: 'setPageHead', page: 'charges', meta: { title: 'Fees', description: 'Our fees', keywords: '' } });
    expect(state.pageTexts.charges).toEqual({ title: 'Fees' });
    expect(state.heads.charges.description).toBe('Our fees');
    expect(state.heads.index).toBeDefined();
  });

  it('takes new server state but keeps a dialog the visitor has open', () => {
    const open = shellReducer(visitor, { type: 'openLoginDialog', jumpUrl: '/en/charges' });
    const next = shellReducer(open, { type: 'serverState', state: fixtureShellState({ lang: 'en', activityTotal: 0 }) });
    expect(next).toMatchObject({ showLoginDialog: true, loginDialogJumpUrl: '/en/charges', showOtherActivity: false });
    const afterLogin = shellReducer(open, { type: 'serverState', state: fixtureShellState({ lang: 'en', user: userWithAccount }) });
    expect(shellView(afterLogin)).toMatchObject({ showLoginDialog: false, loggedIn: true });
  });

  it('does not produce a new state when needLogin does not change', () => {
    expect(shellReducer(visitor, { type: 'setNeedLogin', needLogin: false })).toBe(visitor);
    expect(shellReducer(visitor, { type: 'setNeedLogin', needLogin: true }).needLogin).toBe(true);
  });
});
