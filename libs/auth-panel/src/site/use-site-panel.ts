import { useFetcher, useLocation, useNavigate } from '@remix-run/react';
import { useMemo } from 'react';
import { homePath } from '@brokerage/domain';
import { useShellState } from '@brokerage/layout';
import { useSite } from '@brokerage/site-core';
import { createFetchTransport } from '../fetch-transport';
import type { AuthPanelProps } from '../lib/auth-panel';
import type { LoginSuccess } from '../transport';

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
  const logout = useFetcher();
  const transport = useMemo(() => createFetchTransport(`${homePath(site, lang)}/auth`), [site, lang]);

  const props: Omit<AuthPanelProps, 'placement'> = {
    transport,
    appEnv: flags.isPro ? 'pro' : 'sit',
    inviteCode: inviteCodeOf(search),
    user: user ? { nickname: user.nickname, avatar: user.avatar } : null,
    onLogout: () => logout.submit(null, { method: 'post', action: `${site.basePath}/logout` }),
    // Navigating re-runs the loaders, so the header shows the user (also when the target is this page).
    onLoggedIn: (result) => navigate(afterLogin?.(result) ?? result.redirectTo),
  };
  return props;
};
