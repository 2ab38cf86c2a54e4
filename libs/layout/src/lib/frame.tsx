import { deferHydration, ProgressBar, visuallyHiddenStyles } from '@brokerage/ui';
import { useLingui } from '@lingui/react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { isProductPath, normaliseSearch, menuPathOf, resolveHref, type DistrictConfig } from '@brokerage/domain';
import { loadPageCatalog } from '@brokerage/i18n';
import { Header } from './header/header';
import { LinkProvider, type LinkComponent } from './links';
import { headerMessages } from './messages';
import { useShellActions, useShellState } from './shell-context';

export interface LoginPanelContext {
  /** Where to go after a successful login, or null to stay. */
  jumpUrl: string | null;
  /** Closes the global login dialog. */
  close: () => void;
}

export interface FrameProps {
  config: DistrictConfig;
  /** Current URL path with its prefix (Remix `useLocation().pathname`). */
  pathname: string;
  /** Current query string (`useLocation().search`). */
  search?: string;
  /** Page data is loading (Remix `useNavigation().state !== 'idle'`): shows the progress bar. */
  navigating?: boolean;
  /** Mobile download banner; defaults to on for the product pages. */
  showDownloadBanner?: boolean;
  /**
   * The page needs a login: visitors get the 'please login first' dialog. Leave undefined to keep
   * `needLogin` as the server state (or `setNeedLogin`) has it.
   */
  requiresLogin?: boolean;
  onLogout: () => void;
  /** Client-side navigation (Remix `useNavigate()`); defaults to a full page load. */
  onNavigate?: (href: string) => void;
  /** Router link for in-site links (see LinkComponent); plain anchors without it. */
  linkComponent?: LinkComponent;
  /** The auth panel inside the global login dialog. */
  renderLoginPanel?: (context: LoginPanelContext) => ReactNode;
  children: ReactNode;
  /** For reviews and stories: a header menu or the side bar shown open at first. */
  defaultOpenMenuId?: string | null;
  defaultSideBarOpen?: boolean;
}

const assignLocation = (href: string) => window.location.assign(href);

// Below the page content: its code loads when a visitor scrolls near it (the server HTML is complete).
const Footer = deferHydration(() => import('./footer/footer').then((module) => module.Footer));
// Only product pages on phones show it (at the bottom of the screen): it hydrates right after the page.
const DownloadBanner = deferHydration(() => import('./footer/download-banner').then((module) => module.DownloadBanner));
// The dialogs render nothing while closed (also on the server): their code loads when one opens,
// together with the page language's whole catalog (the page carries only the messages it used).
const withPageCatalog = <T,>(load: Promise<T>): Promise<T> => Promise.all([load, loadPageCatalog()]).then(([module]) => module);
const LoginDialog = lazy(() => withPageCatalog(import('./dialogs/login-dialog')).then((module) => ({ default: module.LoginDialog })));
const PleaseLoginDialog = lazy(() => withPageCatalog(import('./dialogs/please-login-dialog')).then((module) => ({ default: module.PleaseLoginDialog })));
const PgcDialog = lazy(() => withPageCatalog(import('./dialogs/pgc-dialog')).then((module) => ({ default: module.PgcDialog })));
const TokenErrorDialog = lazy(() => withPageCatalog(import('./dialogs/token-error-dialog')).then((module) => ({ default: module.TokenErrorDialog })));

// Only inside the company app (known from the user agent, in the shell state): there the app bridge
// and the session swap load (the rest of the page hydrates without waiting); a browser never fetches them.
const AppSessionSync = lazy(() => import('./app-session-sync').then((module) => ({ default: module.AppSessionSync })));
const AppNativeLinks = lazy(() => import('./app-native-links').then((module) => ({ default: module.AppNativeLinks })));

/**
 * Renders a dialog from its first opening on (it stays mounted, so closing works as before: focus
 * returns to the opener); before that its code is not loaded.
 */
function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * The shared page frame: progress bar, header, page content, footer, mobile download banner and the
 * global dialogs (login, please-login, token error). Reads and updates the ShellProvider state.
 * Inside the company app the app shows its own navigation, so the frame leaves out the header,
 * footer and download banner, keeps the site session in step with the app's user, and sends
 * open-account and download links to the app's own screens.
 */
export function Frame({
  config,
  pathname,
  search,
  navigating = false,
  showDownloadBanner,
  requiresLogin,
  onLogout,
  onNavigate = assignLocation,
  linkComponent,
  renderLoginPanel,
  children,
  defaultOpenMenuId,
  defaultSideBarOpen,
}: FrameProps) {
  const { i18n } = useLingui();
  const state = useShellState();
  const actions = useShellActions();
  const { lang, baseConfig } = state;

  const { setNeedLogin } = actions;
  useEffect(() => {
    if (requiresLogin !== undefined) setNeedLogin(requiresLogin);
  }, [requiresLogin, setNeedLogin]);

  const home = resolveHref(config, lang, '');
  const currentPath = menuPathOf(config, pathname);
  const here = `${pathname}${normaliseSearch(search)}`;
  const brandName = baseConfig.brandName || config.brandName[lang];
  const logoText = baseConfig.logoText || config.logoText[lang];
  const { inCompanyApp } = state.flags;
  const appDownload = !inCompanyApp && (showDownloadBanner ?? isProductPath(currentPath)) ? baseConfig.appDownload : undefined;

  const openLogin = () => actions.openLoginDialog(here);
  const pleaseLoginOpen = state.needLogin && !state.loggedIn && !state.showLoginDialog && !state.showTokenErrorDialog;
  const pgcOpen = state.showPgcDialog && state.loggedIn;

  return (
    <LinkProvider component={linkComponent}>
      {inCompanyApp && (
        <Suspense fallback={null}>
          <AppSessionSync basePath={config.basePath} />
          <AppNativeLinks paths={{ openAccount: resolveHref(config, lang, config.openAccountHref), download: resolveHref(config, lang, config.downloadPath) }} />
        </Suspense>
      )}
      {!inCompanyApp && <SkipLink href="#main-content">{i18n._(headerMessages.skipToContent)}</SkipLink>}
      <ProgressBar active={navigating} />
      {!inCompanyApp && (
        <Header
          config={config}
          lang={lang}
          pathname={pathname}
          search={search}
          user={state.user}
          showOpenAccountButton={state.showOpenAccountButton}
          showOtherActivity={state.showOtherActivity}
          brandName={brandName}
          logoText={logoText}
          onLoginClick={openLogin}
          onLogout={onLogout}
          defaultOpenMenuId={defaultOpenMenuId}
          defaultSideBarOpen={defaultSideBarOpen}
        />
      )}
      <Main id="main-content" tabIndex={-1}>
        {children}
      </Main>
      {!inCompanyApp && (
        <Footer
          config={config}
          lang={lang}
          content={baseConfig}
          loggedIn={state.loggedIn}
          showOpenAccountButton={state.showOpenAccountButton}
          onRegisterClick={openLogin}
          foldLinkGroups={state.flags.isH5Page}
        />
      )}
      {appDownload && <DownloadBanner content={appDownload} flags={state.flags} downloadPageHref={resolveHref(config, lang, config.downloadPath)} />}

      <OnceOpened open={state.showLoginDialog}>
        <LoginDialog open={state.showLoginDialog} onClose={actions.closeLoginDialog} registerHref={resolveHref(config, lang, config.registerPath)}>
          {renderLoginPanel?.({ jumpUrl: state.loginDialogJumpUrl, close: actions.closeLoginDialog })}
        </LoginDialog>
      </OnceOpened>
      <OnceOpened open={pleaseLoginOpen}>
        <PleaseLoginDialog
          open={pleaseLoginOpen}
          onClose={() => {
            setNeedLogin(false);
            onNavigate(home);
          }}
          onLoginClick={openLogin}
        />
      </OnceOpened>
      <OnceOpened open={pgcOpen}>
        <PgcDialog
          open={pgcOpen}
          onClose={actions.closePgcDialog}
          auditStatus={state.user?.authUserAuditStatus ?? null}
          openAccountHref={resolveHref(config, lang, config.openAccountHref)}
        />
      </OnceOpened>
      <OnceOpened open={state.showTokenErrorDialog}>
        <TokenErrorDialog
          open={state.showTokenErrorDialog}
          onClose={actions.closeTokenErrorDialog}
          onLoginClick={() => {
            actions.closeTokenErrorDialog();
            openLogin();
          }}
        />
      </OnceOpened>
    </LinkProvider>
  );
}

const SkipLink = styled.a`
  ${visuallyHiddenStyles}
  &:focus {
    position: fixed !important;
    top: ${({ theme }) => theme.space.sm};
    left: ${({ theme }) => theme.space.sm};
    z-index: ${({ theme }) => theme.zIndex.modal};
    width: auto;
    height: auto;
    margin: 0;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    clip: auto;
    overflow: visible;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.brand};
    border-radius: ${({ theme }) => theme.radii.md};
    box-shadow: ${({ theme }) => theme.shadows.dropdown};
  }
`;

const Main = styled.main`
  display: block;
  min-height: 50vh;
  &:focus { outline: none; }
`;
