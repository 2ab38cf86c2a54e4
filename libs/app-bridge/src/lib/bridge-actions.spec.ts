import { DEFAULT_BRIDGE_TIMEOUT_MS, hasNativeBridge } from './native-bridge';
import { getUserInfo, gotoNativeModule, type NativeUserInfo } from './bridge-actions';

type Globals = Record<string, unknown>;
const globals = () => window as unknown as Globals;

/** One message as the native side received it, with the data decoded. */
interface Received {
  event: string;
  data: unknown;
  successKey: string;
  failKey: string;
}

/** How a fake native side answers a message: calls one of the named callbacks, or stays silent. */
type Behaviour = (message: Received, callbacks: { succeed: (answer?: unknown) => void; fail: (answer?: unknown) => void }) => void;

const callbacksOf = ({ successKey, failKey }: Received) => ({
  succeed: (answer?: unknown) => (globals()[successKey] as (answer?: unknown) => void)(answer),
  fail: (answer?: unknown) => (globals()[failKey] as (answer?: unknown) => void)(answer),
});

/** The Android shape: `window.JSActionBridge.handlerAction(event, dataJson, successKey, failKey)`; answers are JSON text. */
function installAndroid(behaviour: Behaviour): Received[] {
  const received: Received[] = [];
  globals().JSActionBridge = {
    handlerAction(event: string, data: string, successKey: string, failKey: string) {
      const message = { event, data: JSON.parse(data) as unknown, successKey, failKey };
      received.push(message);
      // The real app answers on a later turn of the event loop.
      setTimeout(() => behaviour(message, callbacksOf(message)), 10);
    },
  };
  return received;
}

/** The iOS shape: `window.webkit.messageHandlers.JSActionBridge.postMessage({ event, data, successKey, failKey })`. */
function installIos(behaviour: Behaviour): Received[] {
  const received: Received[] = [];
  globals().webkit = {
    messageHandlers: {
      JSActionBridge: {
        postMessage(message: Received) {
          received.push(message);
          setTimeout(() => behaviour(message, callbacksOf(message)), 10);
        },
      },
    },
  };
  return received;
}

/** Global names the bridge added for its callbacks. */
const bridgeCallbacks = () => Object.keys(window).filter((key) => key.startsWith('__appBridge_'));

const APP_USER = {
  userName: 'Chan Tai Man',
  phoneNum: '51234567',
  trade_token: 'trade-7f3a9c',
  userId: 100234,
  userToken: 'AppT0ken-1f2e3d4c5b6a7988',
  openedAccount: 1,
  tradePassword: 'true',
  invitationCode: 'HF8K2Q',
  hkQuoteLevel: 2,
  usQuoteLevel: '1',
  pushId: 'ignored-by-the-site',
};

const PARSED_USER: NativeUserInfo = {
  userName: 'Chan Tai Man',
  phoneNum: '51234567',
  trade_token: 'trade-7f3a9c',
  userId: '100234',
  userToken: 'AppT0ken-1f2e3d4c5b6a7988',
  openedAccount: true,
  tradePassword: true,
  invitationCode: 'HF8K2Q',
  hkQuoteLevel: 2,
  usQuoteLevel: 1,
};

const SHAPES = [
  ['Android', installAndroid, (answer: unknown) => JSON.stringify(answer)],
  ['iOS', installIos, (answer: unknown) => answer],
] as const;

afterEach(() => {
  delete globals().JSActionBridge;
  delete globals().webkit;
  jest.useRealTimers();
});

describe('outside the app', () => {
  it('says there is no bridge at once, for every action', async () => {
    expect(hasNativeBridge()).toBe(false);
    await expect(getUserInfo()).resolves.toEqual({ ok: false, reason: 'no-bridge' });
    await expect(gotoNativeModule('trade')).resolves.toEqual({ ok: false, reason: 'no-bridge' });
    expect(bridgeCallbacks()).toEqual([]);
  });

  it('ignores a JSActionBridge global that is not the native interface', async () => {
    globals().JSActionBridge = { handlerAction: 'not a function' };
    await expect(getUserInfo()).resolves.toEqual({ ok: false, reason: 'no-bridge' });
  });
});

describe.each(SHAPES)('%s native side', (_shape, install, encode) => {
  it('get_user_info gives the validated user and removes its callbacks', async () => {
    const received = install((_message, { succeed }) => succeed(encode(APP_USER)));
    expect(hasNativeBridge()).toBe(true);
    await expect(getUserInfo()).resolves.toEqual({ ok: true, value: PARSED_USER });
    expect(received).toEqual([{ event: 'get_user_info', data: {}, successKey: expect.any(String), failKey: expect.any(String) }]);
    expect(received[0].successKey).not.toBe(received[0].failKey);
    expect(bridgeCallbacks()).toEqual([]);
  });

  it('reads a logged-out app (empty fields) as a user without a token', async () => {
    install((_message, { succeed }) => succeed(encode({ userName: '', userToken: '', openedAccount: 0, hkQuoteLevel: null })));
    const result = await getUserInfo();
    expect(result).toMatchObject({ ok: true, value: { userName: null, userToken: null, openedAccount: false, tradePassword: false, hkQuoteLevel: null } });
  });

  it.each([
    ['not an object', 'sorry', '(answer)'],
    ['a token that is an object', { ...APP_USER, userToken: { value: 'x' } }, 'userToken'],
    ['a quote level that is not a number', { ...APP_USER, hkQuoteLevel: 'gold' }, 'hkQuoteLevel'],
    ['an account flag that is neither yes nor no', { ...APP_USER, openedAccount: 'maybe' }, 'openedAccount'],
  ])('calls user info with %s malformed, naming the field', async (_case, answer, field) => {
    install((_message, { succeed }) => succeed(encode(answer)));
    const result = await getUserInfo();
    expect(result).toMatchObject({ ok: false, reason: 'malformed', detail: expect.stringContaining(`${field}:`) });
    expect(bridgeCallbacks()).toEqual([]);
  });

  it('passes on the failure callback’s answer', async () => {
    install((_message, { fail }) => fail(encode({ code: 401, msg: 'not logged in' })));
    await expect(getUserInfo()).resolves.toEqual({ ok: false, reason: 'failed', detail: { code: 401, msg: 'not logged in' } });
    expect(bridgeCallbacks()).toEqual([]);
  });

  it('times out when the app never answers, and a late answer changes nothing', async () => {
    jest.useFakeTimers();
    let late: (() => void) | undefined;
    const received = install((message) => {
      late = () => (globals()[message.successKey] as (() => void) | undefined)?.();
    });
    const result = getUserInfo();
    await jest.advanceTimersByTimeAsync(DEFAULT_BRIDGE_TIMEOUT_MS - 1);
    expect(received).toHaveLength(1);
    expect(bridgeCallbacks()).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ ok: false, reason: 'timeout' });
    expect(bridgeCallbacks()).toEqual([]);
    expect(late).toBeDefined();
    expect(() => late?.()).not.toThrow();
  });

  it('waits as long as asked', async () => {
    jest.useFakeTimers();
    install(() => undefined);
    const result = gotoNativeModule('trade', {}, { timeoutMs: 500 });
    await jest.advanceTimersByTimeAsync(500);
    await expect(result).resolves.toEqual({ ok: false, reason: 'timeout' });
  });

  it('goto_native_module sends the module and its parameters and gives the app’s answer', async () => {
    const received = install((_message, { succeed }) => succeed(encode({ opened: true })));
    await expect(gotoNativeModule('stock-detail', { market: 'hk', code: '00700' })).resolves.toEqual({ ok: true, value: { opened: true } });
    expect(received[0]).toMatchObject({ event: 'goto_native_module', data: { module: 'stock-detail', params: { market: 'hk', code: '00700' } } });
  });

  it('keeps parallel calls apart', async () => {
    install((message, { succeed }) => succeed(encode(message.event === 'get_user_info' ? APP_USER : 'done')));
    const [user, navigation] = await Promise.all([getUserInfo(), gotoNativeModule('trade')]);
    expect(user).toEqual({ ok: true, value: PARSED_USER });
    expect(navigation).toEqual({ ok: true, value: 'done' });
  });
});

describe('a call the native side refuses', () => {
  it('fails instead of throwing when the native interface throws', async () => {
    globals().JSActionBridge = {
      handlerAction() {
        throw new Error('Java exception was raised during method invocation');
      },
    };
    await expect(getUserInfo()).resolves.toMatchObject({ ok: false, reason: 'failed', detail: expect.any(Error) });
    expect(bridgeCallbacks()).toEqual([]);
  });

  it('sends nothing for an empty module name', async () => {
    const received = installIos(() => undefined);
    await expect(gotoNativeModule('  ')).resolves.toMatchObject({ ok: false, reason: 'invalid-request' });
    expect(received).toEqual([]);
  });
});
