import { resolveHref } from '@brokerage/domain';
import { Frame, ShellProvider, type LinkComponent, type LoginPanelContext } from '@brokerage/layout';
import { Link, useFetcher, useLocation, useMatches, useNavigate, useNavigation, useRouteLoaderData } from '@remix-run/react';
import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import type { SiteRouteHandle } from './route-handle';
import { useSite } from './site-context';
import type { SiteRootData } from './site-document';

type Analytics = typeof import('@brokerage/analytics');

let analytics: Promise<Analytics> | undefined;
/**
 * The tracker's code, fetched once, a task after the effect that asks first: the frame's effects run
 * as the page hydrates, and a page works without its tracker, so the download is not part of its
 * first load.
 */
const loadAnalytics = (): Promise<Analytics> => (analytics ??= new Promise((resolve) => setTimeout(resolve, 0)).then(() => import('@brokerage/analytics')));

/**
 * Runs `use` with the tracker once its code is in and returns the effect's clean-up. Effects resolve
 * in the order they ran, so the sink is set before the first page view is tracked.
 */
const withAnalytics = (use: (analytics: Analytics) => void | (() => void)): (() => void) => {
  let stopped = false;
  let stop: void | (() => void);
  void loadAnalytics().then((loaded) => {
    if (!stopped) stop = use(loaded);
  });
  return () => {
    stopped = true;
    stop?.();
  };
};

/** In-site links of the frame go through Remix's router, prefetching a page's data on hover or focus. */
const RemixLink: LinkComponent = ({ href, children, ...rest }) => (
  <Link to={href} prefetch="intent" {...rest}>
    {children}
  </Link>
);

/**
 * The shared frame (header, footer, dialogs, progress bar) around every page of a district site,
 * with the client state the root loader prepared. Pages whose route handle says
 * `requiresLogin` get the 'please login first' dialog for visitors; pages whose handle says
 * `frameless` (the app's webview pages) get only their content, in the `<main>` landmark.
 */
export const SiteFrame = ({ renderLoginPanel, children }: { renderLoginPanel?: (context: LoginPanelContext) => ReactNode; children: ReactNode }) => {
  const rootData = useRouteLoaderData<SiteRootData>('root');
  const { site, lang } = useSite();
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const matches = useMatches();
  const logout = useFetcher();

  // Funnel analytics: events go to this site's own `{base}/analytics`, which forwards them to the
  // district's collector; every link to account opening reports its click.
  const openAccountHref = resolveHref(site, lang, site.openAccountHref);
  useEffect(
    () =>
      withAnalytics(({ beaconSink, setAnalyticsSink }) => {
        setAnalyticsSink(beaconSink(`${site.basePath}/analytics`));
        return () => setAnalyticsSink(null);
      }),
    [site.basePath],
  );
  useEffect(() => withAnalytics(({ trackLinkClicks }) => trackLinkClicks({ [openAccountHref]: 'open_account_clicked' })), [openAccountHref]);
  useEffect(() => {
    // Noted now and never cancelled: a page left before the tracker's code came still counts its view.
    const viewed = { path: window.location.pathname, at: Date.now() };
    void loadAnalytics().then(({ track }) => track('page_view', viewed));
  }, [pathname]);

  // Without the root data (the root loader itself failed) there is no state to frame the page with.
  if (!rootData) return <>{children}</>;
  const handles = matches.map((match) => match.handle as SiteRouteHandle | undefined);
  if (handles.some((handle) => handle?.frameless === true)) {
    return (
      <ShellProvider serverState={rootData.shell}>
        <FramelessMain id="main-content">{children}</FramelessMain>
      </ShellProvider>
    );
  }
  const requiresLogin = handles.some((handle) => handle?.requiresLogin === true);
  return (
    <ShellProvider serverState={rootData.shell}>
      <Frame
        config={site}
        pathname={pathname}
        search={search}
        navigating={navigation.state !== 'idle'}
        requiresLogin={requiresLogin}
        onLogout={() => logout.submit(null, { method: 'post', action: `${site.basePath}/logout` })}
        onNavigate={(href) => navigate(href)}
        linkComponent={RemixLink}
        renderLoginPanel={renderLoginPanel}
      >
        {children}
      </Frame>
    </ShellProvider>
  );
};

const FramelessMain = styled.main`
  display: block;
  min-height: 100vh;
`;
