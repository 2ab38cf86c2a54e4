import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { AppSessionSync, withReloadTimestamp } from './app-session-sync';

const APP_TOKEN = 'AppUs3rT0k3n-9f8e7d6c5b4a3928';
const NOW = 1_767_225_600_000;
const globals = window as unknown as Record<string, unknown>;

/** An iOS-shaped app that answers get_user_info with `answer` (or never, with 'silent'). */
function installApp(answer: object | 'silent') {
  const postMessage = jest.fn(({ successKey }: { successKey: string }) => {
    if (answer !== 'silent') setTimeout(() => (globals[successKey] as (value: object) => void)(answer));
  });
  globals.webkit = { messageHandlers: { JSActionBridge: { postMessage } } };
  return postMessage;
}

/** The site server's answer to the token post. */
function serverAnswers(answer: object | Error) {
  const fetchMock = jest.fn(async () => {
    if (answer instanceof Error) throw answer;
    return { json: async () => answer };
  });
  globals.fetch = fetchMock;
  return fetchMock;
}

/** Renders the sync and lets the bridge, the post and the reload decision run to the end. */
async function sync(element = <AppSessionSync basePath="" reload={reload} />) {
  render(element);
  await act(async () => {
    await jest.runAllTimersAsync();
  });
}

let reload: jest.Mock;
beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  reload = jest.fn();
  window.history.replaceState(null, '', '/en/promotion-and-activities/all?ICode=HF8K2Q#offers');
});
afterEach(() => {
  jest.useRealTimers();
  delete globals.webkit;
  delete globals.fetch;
});

describe('AppSessionSync', () => {
  it('reloads with a timestamp, keeping the other parameters, when the server replaced the session', async () => {
    installApp({ userName: 'Chan Tai Man', userToken: APP_TOKEN });
    const post = serverAnswers({ replaced: true, outcome: 'replaced' });
    await sync();
    expect(post).toHaveBeenCalledWith('/app-session', expect.objectContaining({ method: 'POST', credentials: 'same-origin' }));
    expect(reload).toHaveBeenCalledWith(`http://localhost/en/promotion-and-activities/all?ICode=HF8K2Q&_t=${NOW}#offers`);
  });

  it('stays when the session already was the app user’s', async () => {
    installApp({ userToken: APP_TOKEN });
    serverAnswers({ replaced: false, outcome: 'same-session' });
    await sync();
    expect(reload).not.toHaveBeenCalled();
  });

  it.each([
    ['a logged-out app', { userToken: '' }],
    ['malformed user info', { userToken: { nested: true } }],
  ])('posts nothing for %s', async (_case, answer) => {
    installApp(answer);
    const post = serverAnswers({ replaced: true });
    await sync();
    expect(post).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('gives up quietly when the app never answers', async () => {
    const bridge = installApp('silent');
    const post = serverAnswers({ replaced: true });
    await sync();
    expect(bridge).toHaveBeenCalledTimes(1);
    expect(post).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    expect(Object.keys(window).filter((key) => key.startsWith('__appBridge_'))).toEqual([]);
  });

  it('stays when the site server cannot be reached', async () => {
    installApp({ userToken: APP_TOKEN });
    serverAnswers(new TypeError('Failed to fetch'));
    await sync();
    expect(reload).not.toHaveBeenCalled();
  });

  it('never reloads a page its own reload has just loaded (no loop when the webview refuses the cookie)', async () => {
    window.history.replaceState(null, '', `/en?_t=${NOW - 2_000}`);
    installApp({ userToken: APP_TOKEN });
    serverAnswers({ replaced: true, outcome: 'replaced' });
    await sync();
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads a page whose timestamp is old (a link saved from an earlier swap)', async () => {
    window.history.replaceState(null, '', `/en?_t=${NOW - 86_400_000}`);
    installApp({ userToken: APP_TOKEN });
    serverAnswers({ replaced: true, outcome: 'replaced' });
    await sync();
    expect(reload).toHaveBeenCalledWith(`http://localhost/en?_t=${NOW}`);
  });

  it('asks once per page load, also under StrictMode', async () => {
    const bridge = installApp({ userToken: APP_TOKEN });
    const post = serverAnswers({ replaced: false, outcome: 'same-session' });
    await sync(
      <StrictMode>
        <AppSessionSync basePath="/mainland" reload={reload} />
      </StrictMode>,
    );
    expect(bridge).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/mainland/app-session', expect.anything());
  });
});

describe('withReloadTimestamp', () => {
  it('replaces an earlier timestamp instead of adding a second one', () => {
    expect(withReloadTimestamp('https://www.example.com.hk/zh-hk/helpframe/3?_t=1&lang=x', 42)).toBe('https://www.example.com.hk/zh-hk/helpframe/3?_t=42&lang=x');
  });
});
