import type { BaseConfig, PageMetaEntry, User } from '@brokerage/contracts';
import { MAINLAND_REGION, type District, type Lang } from '@brokerage/domain';
import { parseDeviceFlags, type DeviceFlags } from './device-flags';
import { shouldShowOpenAccount } from './open-account';

/** Texts of one page (contentI18n), keyed by text id. */
export type PageTexts = Record<string, string>;

/**
 * Client state of spec 3. The session token itself is not here: it lives in an HttpOnly cookie
 * (decisions.md); the server only tells whether there is a session and who the user is.
 * Plain JSON, so the site's root loader can return it.
 */
export interface ShellState {
  lang: Lang;
  district: District;
  /** The logged-in user; null when there is no valid session (see `ShellView.loggedIn`). */
  user: User | null;
  /** Visitor's IP is in mainland China (config-manager ip-info). */
  isMainlandIp: boolean;
  pageTexts: Record<string, PageTexts>;
  /** `{}` when the base fetch failed (spec 8). */
  baseConfig: Partial<BaseConfig>;
  /** Head/meta by page id; `{}` when the head fetch failed (spec 8). */
  heads: Record<string, PageMetaEntry>;
  flags: DeviceFlags;
  showOtherActivity: boolean;
  /** The current page needs a logged-in user. */
  needLogin: boolean;
  showLoginDialog: boolean;
  /** Where to go after logging in through the global login dialog. */
  loginDialogJumpUrl: string | null;
  showTokenErrorDialog: boolean;
  /** After a login whose stored jump was for account holders only (type `pgc`) by someone who is not one. */
  showPgcDialog: boolean;
}

/** The shell state with the values that follow from it, as `useShellState` gives it. */
export interface ShellView extends ShellState {
  /** A session exists (the token cookie is present and valid). */
  loggedIn: boolean;
  showOpenAccountButton: boolean;
}

/** Derives the view values, so they can never disagree with `user` and `isMainlandIp`. */
export const shellView = (state: ShellState): ShellView => ({
  ...state,
  loggedIn: state.user !== null,
  showOpenAccountButton: shouldShowOpenAccount(state),
});

/** Data sources whose failure the shell survives with a fallback (spec 8). */
export type FallbackSource = 'user' | 'baseConfig' | 'pageMeta' | 'activity' | 'ipInfo';

export interface ShellServerInput {
  lang: Lang;
  district: District;
  userAgent?: string | null;
  /** APP_ENV is `pro`. */
  isPro?: boolean;
  /** Outcome of the current-user fetch; leave out when the request has no session cookie. */
  user?: PromiseSettledResult<User | null>;
  baseConfig: PromiseSettledResult<BaseConfig>;
  /** Head/meta entries by page id (the page-meta call's `items`). */
  pageMeta: PromiseSettledResult<Record<string, PageMetaEntry>>;
  /** `total` of the activity list for types 0, 1 and 4. */
  activityTotal: PromiseSettledResult<number>;
  /** `result` of config-manager ip-info. */
  ipRegion: PromiseSettledResult<string>;
  pageTexts?: Record<string, PageTexts>;
  needLogin?: boolean;
  /** A server-side call answered 300101 (token invalid) while building the page. */
  tokenError?: boolean;
  /** Told about every fallback taken, so the site can log it (spec 8: failures are logged). */
  onFallback?: (source: FallbackSource, reason: unknown) => void;
}

/**
 * Builds the first state from the server's settled fetches (`Promise.allSettled`), applying the
 * fallbacks of spec 8: failed head → empty head, failed base → empty base, failed user info →
 * logged out, failed activity list → no other activity, failed IP lookup → not mainland.
 */
export function createShellState(input: ShellServerInput): ShellState {
  const fallback = <T>(source: FallbackSource, result: PromiseSettledResult<T>, otherwise: T): T => {
    if (result.status === 'fulfilled') return result.value;
    input.onFallback?.(source, result.reason);
    return otherwise;
  };

  const user = input.user ? fallback('user', input.user, null) : null;
  const isMainlandIp = fallback('ipInfo', input.ipRegion, '') === MAINLAND_REGION;
  const activityTotal = fallback('activity', input.activityTotal, 0);
  const tokenError = input.tokenError ?? false;

  return {
    lang: input.lang,
    district: input.district,
    user: tokenError ? null : user,
    isMainlandIp,
    pageTexts: input.pageTexts ?? {},
    baseConfig: fallback<Partial<BaseConfig>>('baseConfig', input.baseConfig, {}),
    heads: fallback('pageMeta', input.pageMeta, {}),
    flags: parseDeviceFlags(input.userAgent, { isPro: input.isPro }),
    showOtherActivity: Number.isFinite(activityTotal) && activityTotal > 0,
    needLogin: input.needLogin ?? false,
    showLoginDialog: false,
    loginDialogJumpUrl: null,
    showTokenErrorDialog: tokenError,
    showPgcDialog: false,
  };
}

export type ShellAction =
  /**
   * New server state after a navigation or revalidation; keeps the dialogs the visitor has open and
   * the page's needLogin (the frame sets it from the route, before this arrives).
   */
  | { type: 'serverState'; state: ShellState }
  | { type: 'openLoginDialog'; jumpUrl: string | null }
  | { type: 'closeLoginDialog' }
  | { type: 'setNeedLogin'; needLogin: boolean }
  | { type: 'tokenError' }
  | { type: 'closeTokenErrorDialog' }
  | { type: 'openPgcDialog' }
  | { type: 'closePgcDialog' }
  | { type: 'setUser'; user: User | null }
  | { type: 'setPageTexts'; page: string; texts: PageTexts }
  | { type: 'setPageHead'; page: string; meta: PageMetaEntry };

export function shellReducer(state: ShellState, action: ShellAction): ShellState {
  switch (action.type) {
    case 'serverState':
      return {
        ...action.state,
        needLogin: state.needLogin || action.state.needLogin,
        showLoginDialog: state.showLoginDialog && action.state.user === null,
        loginDialogJumpUrl: state.loginDialogJumpUrl,
        showTokenErrorDialog: state.showTokenErrorDialog || action.state.showTokenErrorDialog,
        showPgcDialog: state.showPgcDialog,
      };
    case 'openLoginDialog':
      return { ...state, showLoginDialog: true, loginDialogJumpUrl: action.jumpUrl };
    case 'closeLoginDialog':
      return { ...state, showLoginDialog: false, loginDialogJumpUrl: null };
    case 'setNeedLogin':
      return state.needLogin === action.needLogin ? state : { ...state, needLogin: action.needLogin };
    case 'tokenError':
      // The session is gone: show the visitor as logged out behind the dialog.
      return { ...state, user: null, showTokenErrorDialog: true };
    case 'closeTokenErrorDialog':
      return { ...state, showTokenErrorDialog: false };
    case 'openPgcDialog':
      return { ...state, showLoginDialog: false, loginDialogJumpUrl: null, showPgcDialog: true };
    case 'closePgcDialog':
      return { ...state, showPgcDialog: false };
    case 'setUser':
      return { ...state, user: action.user, showLoginDialog: action.user ? false : state.showLoginDialog };
    case 'setPageTexts':
      return { ...state, pageTexts: { ...state.pageTexts, [action.page]: action.texts } };
    case 'setPageHead':
      return { ...state, heads: { ...state.heads, [action.page]: action.meta } };
  }
}
