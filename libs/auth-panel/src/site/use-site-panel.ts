import { useFetcher, useLocation, useNavigate, useRevalidator } from '@remix-run/react';
import { useMemo } from 'react';
import { homePath, pagePath, withoutCampaignParameters } from '@brokerage/domain';
import { clearJumpInfo, focusWhenShown, readJumpInfo, useShellActions, useShellState } from '@brokerage/layout';
import { useSite } from '@brokerage/site-core';
import { createFetchTransport } from '../fetch-transport';
import type { AuthPanelProps } from '../lib/auth-panel';
import type { LoginSuccess } from '../transport';
import { afterLogin as nextStep, userOfLogin, type AfterLogin } from './after-login';

const REGISTER_PAGE = 'sta-regform';

/** The invite code of the page's URL (spec 2: `ICode`, read-only when present). */
const inviteCodeOf = (search: string): string | null => new URLSearchParams(search).get('ICode');

export interface SitePanelOptions {
  /** The page's own next step after a login, beating every jump (the registration page: the thank-you page for a new user). */
  nextPage?: (result: LoginSuccess) => string | undefined;
  /**
   * Called with the login and `go`, which takes its next step, instead of taking it at once: the
   * login dialog closes first, or welcomes a new user and goes on when they choose to.
   */
  beforeNextStep?: (result: LoginSuccess, go: () => void) => void;
}

/**
 * What every placement of the panel in a site shares: the site's auth endpoint, the environment,
 * the invite code of the URL, the signed-in user, logout, and the next step after a login: the PGC
 * dialog, or the target page (its data loaded again when it is the current one), with focus on its
 * main heading or on the form a stored jump asks to scroll to.
 */
export const useSitePanel = ({ nextPage, beforeNextStep }: SitePanelOptions = {}) => {
  const { site, lang } = useSite();
  const { user, flags } = useShellState();
  const { search } = useLocation();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const { openPgcDialog } = useShellActions();
  const logout = useFetcher();
  const transport = useMemo(() => createFetchTransport(`${homePath(site, lang)}/auth`), [site, lang]);

  const take = (step: AfterLogin) => {
    if (step.kind === 'pgc-dialog') {
      // Stay on the page, now as the logged-in user, and say why the content stays closed.
      openPgcDialog();
      revalidate();
      return;
    }
    const [path, fragment] = step.to.split('#');
    const hashOnly = fragment !== undefined && path === `${window.location.pathname}${window.location.search}`;
    // Navigating re-runs the loaders, so the header shows the user (also when the target is this page);
    // a change of the fragment alone does not, so the page's data is asked for again.
    navigate(step.to);
    if (hashOnly) revalidate();
    focusWhenShown(step.to, { scrollToFragment: step.scrollTo !== null });
  };

  const props: Omit<AuthPanelProps, 'placement'> = {
    transport,
    appEnv: flags.isPro ? 'pro' : 'sit',
    inviteCode: inviteCodeOf(search),
    // Without JavaScript the form posts to the registration page, whose action answers it.
    documentAction: pagePath(site, lang, REGISTER_PAGE),
    // Campaign parameters are left out of the page a cache keeps (decision 006), so of this field too: the hydrated form matches the server's.
    pageQuery: withoutCampaignParameters(search) || undefined,
    user: user ? { nickname: user.nickname, avatar: user.avatar, authUser: user.authUser } : null,
    onLogout: () => logout.submit(null, { method: 'post', action: `${site.basePath}/logout` }),
    storedJumpUrl: () => readJumpInfo()?.url ?? null,
    onLoggedIn: async (result) => {
      const stored = readJumpInfo();
      clearJumpInfo();
      const step = nextStep(stored, await userOfLogin(result, transport), result.redirectTo, nextPage?.(result));
      if (beforeNextStep) beforeNextStep(result, () => take(step));
      else take(step);
    },
  };
  return props;
};
