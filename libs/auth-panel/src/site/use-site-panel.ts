import { useFetcher, useLocation, useNavigate, useRevalidator } from '@remix-run/react';
import { useMemo } from 'react';
import { homePath, pagePath } from '@brokerage/domain';
import { clearJumpInfo, readJumpInfo, useShellActions, useShellState } from '@brokerage/layout';
import { useSite } from '@brokerage/site-core';
import { createFetchTransport } from '../fetch-transport';
import type { AuthPanelProps } from '../lib/auth-panel';
import type { LoginSuccess } from '../transport';
import { afterLogin as nextStep, scrollIntoViewWhenShown, userOfLogin } from './after-login';

const REGISTER_PAGE = 'sta-regform';

/** The invite code of the page's URL (spec 2: `ICode`, read-only when present). */
const inviteCodeOf = (search: string): string | null => new URLSearchParams(search).get('ICode');

/**
 * What every placement of the panel in a site shares: the site's auth endpoint, the environment,
 * the invite code of the URL, the signed-in user, logout, and the navigation after a login (the
 * target page, reloaded with its data when it is the current one).
 */
export const useSitePanel = (afterLogin?: (result: LoginSuccess) => string | void) => {
  const { site, lang } = useSite();
  const { user, flags } = useShellState();
  const { search } = useLocation();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const { openPgcDialog } = useShellActions();
  const logout = useFetcher();
  const transport = useMemo(() => createFetchTransport(`${homePath(site, lang)}/auth`), [site, lang]);

  const props: Omit<AuthPanelProps, 'placement'> = {
    transport,
    appEnv: flags.isPro ? 'pro' : 'sit',
    inviteCode: inviteCodeOf(search),
    // Without JavaScript the form posts to the registration page, whose action answers it.
    documentAction: pagePath(site, lang, REGISTER_PAGE),
    pageQuery: search || undefined,
    user: user ? { nickname: user.nickname, avatar: user.avatar, authUser: user.authUser } : null,
    onLogout: () => logout.submit(null, { method: 'post', action: `${site.basePath}/logout` }),
    storedJumpUrl: () => readJumpInfo()?.url ?? null,
    onLoggedIn: async (result) => {
      const stored = readJumpInfo();
      clearJumpInfo();
      const override = afterLogin?.(result) ?? undefined;
      const step = nextStep(stored, await userOfLogin(result, transport), result.redirectTo, override);
      if (step.kind === 'pgc-dialog') {
        // Stay on the page, now as the logged-in user, and say why the content stays closed.
        openPgcDialog();
        revalidate();
        return;
      }
      // Navigating re-runs the loaders, so the header shows the user (also when the target is this page).
      navigate(step.to);
      if (step.scrollTo) scrollIntoViewWhenShown(step.scrollTo);
    },
  };
  return props;
};
