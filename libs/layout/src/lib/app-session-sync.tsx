import { getUserInfo, type BridgeCallOptions } from '@brokerage/app-bridge';
import { useEffect, useRef } from 'react';

/** The site server's resource route under the district's base path (`appSessionAction`, libs/site-server/src/routes/app-session.ts). */
const APP_SESSION_PATH = '/app-session';

/** The reload's timestamp parameter (spec 4): a new URL, so the webview cannot show its cached copy of the page. */
export const RELOAD_TIMESTAMP_PARAM = '_t';

/**
 * A page this young was loaded by our own reload: it never reloads again, so a webview that keeps
 * refusing the cookie cannot fall into a reload loop.
 */
const OWN_RELOAD_WINDOW_MS = 10_000;

/** `href` with `_t=<now>`, every other parameter and the fragment kept. */
export const withReloadTimestamp = (href: string, now: number): string => {
  const url = new URL(href);
  url.searchParams.set(RELOAD_TIMESTAMP_PARAM, String(now));
  return url.toString();
};

const isOwnReload = (href: string, now: number): boolean => {
  const stamp = Number(new URL(href).searchParams.get(RELOAD_TIMESTAMP_PARAM));
  return Number.isInteger(stamp) && stamp > 0 && now - stamp >= 0 && now - stamp < OWN_RELOAD_WINDOW_MS;
};

/** Posts the app's token to the site server; true when it replaced the session. Failures count as no. */
const postAppToken = async (basePath: string, userToken: string): Promise<boolean> => {
  try {
    const response = await fetch(`${basePath}${APP_SESSION_PATH}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      body: new URLSearchParams({ userToken }),
    });
    const answer: unknown = await response.json();
    return typeof answer === 'object' && answer !== null && (answer as { replaced?: unknown }).replaced === true;
  } catch {
    // No answer: the session stays as it is, and the next page load tries again.
    return false;
  }
};

const replaceLocation = (href: string) => window.location.replace(href);

export interface AppSessionSyncProps {
  /** The district's path prefix (`''` or `/mainland`), where the site server mounts app-session. */
  basePath: string;
  /** Loads the page again at `href`; defaults to replacing the current history entry. */
  reload?: (href: string) => void;
  /** Bridge call options (the user-info wait); the bridge's 3000 ms by default. */
  bridge?: BridgeCallOptions;
}

/**
 * Inside the company app (spec 4): asks the app for its user and, when the app's token is not the
 * site's session, has the site server swap the session, then reloads the page with `_t=<now>`. The
 * token only travels to the site's own server, which checks it with the API and sets the HttpOnly
 * cookie; this script never sees the site's session. Renders nothing. Outside the app, without an
 * answer from the bridge, or with a logged-out app, it does nothing.
 */
export function AppSessionSync({ basePath, reload = replaceLocation, bridge }: AppSessionSyncProps) {
  // Once per page load, also under StrictMode's second effect run.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      const userInfo = await getUserInfo(bridge);
      if (!userInfo.ok || !userInfo.value.userToken) return;
      if (!(await postAppToken(basePath, userInfo.value.userToken))) return;
      const now = Date.now();
      if (!isOwnReload(window.location.href, now)) reload(withReloadTimestamp(window.location.href, now));
    })();
  }, [basePath, reload, bridge]);
  return null;
}
