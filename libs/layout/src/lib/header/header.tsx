import type { Lang, User } from '@brokerage/contracts';
import { deferHydration, media, MenuIcon, useSendsHeldUntilHydrated } from '@brokerage/ui';
import { useLingui } from '@lingui/react';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { groupSiteHref, menuPathOf, resolveHref, type DistrictConfig, type MenuItem } from '@brokerage/domain';
import { buildLanguageLinks } from '../language-links';
import { headerMessages } from '../messages';
import { Brand } from './brand';
import type { DesktopNavProps, DesktopTopBarProps, GroupSiteLink } from './desktop-header';
import { compactDesktop } from './header-layout';
import { useMenuState } from './use-menu-state';
import { withValues } from '../with-values';

// Closed until a visitor opens it on a phone: its code loads when they touch, point at or focus the
// menu button (the side bar's opener) and never on a desktop, where that button is hidden.
const SideBar = deferHydration(() => import('./side-bar').then((module) => module.SideBar));

// The desktop top bar and main menu are hidden on phones (the side bar has their links): a phone
// never fetches their code. On a desktop they are in view, so their code comes right after the page
// has hydrated, off its first load; meanwhile their links work, and a menu clicked is opened then.
const loadDesktopHeader = () => import('./desktop-header');
const DesktopTopBar = deferHydration<DesktopTopBarProps>(() => loadDesktopHeader().then((module) => module.DesktopTopBar));
const DesktopNav = deferHydration<DesktopNavProps>(() => loadDesktopHeader().then((module) => module.DesktopNav));

// The search box is a plain GET form to the results page until its code (suggestions as the visitor
// types) comes: with the desktop top bar on a desktop, when a phone's visitor approaches its icon.
interface SearchProps {
  action: string;
  suggestAction: string;
  href: (path: string) => string;
}
const loadSearch = () => import('./header-search');
const HeaderSearch = deferHydration<SearchProps & { onHydrated: () => void }>(() => loadSearch().then((module) => module.HeaderSearch));
const PhoneSearch = deferHydration<SearchProps>(() => loadSearch().then((module) => module.PhoneSearch));
/**
 * The desktop box, not the phone's (in a disclosure): its icon is the form's submit button, which
 * opens the box once the code is in and, clicked just before, would post an empty search.
 */
const isDesktopSearch = (form: HTMLFormElement) => form.getAttribute('role') === 'search' && form.closest('header details') === null && form.closest('header') !== null;

export interface HeaderProps {
  config: DistrictConfig;
  lang: Lang;
  /** Current URL path, prefix included (`/zh-hk/charges`). A change closes the side bar and menus. */
  pathname: string;
  /** Current query string, kept by the language switch. */
  search?: string;
  /** The logged-in user; null shows the login/register button. */
  user: User | null;
  showOpenAccountButton: boolean;
  showOtherActivity: boolean;
  brandName: string;
  logoText: string;
  onLoginClick: () => void;
  onLogout: () => void;
  /** Id of a menu to show open at first (`menu-trading`, `group-sites`, `language`, `account`): for reviews and stories. */
  defaultOpenMenuId?: string | null;
  /** Show the mobile side bar open at first: for reviews and stories. */
  defaultSideBarOpen?: boolean;
}

interface HeaderLinks {
  items: readonly MenuItem[];
  currentPath: string;
  groupSites: GroupSiteLink[];
}

/** Menu entries to show and links that depend on the current page. */
function headerLinks({ config, lang, pathname, search, showOtherActivity }: Pick<HeaderProps, 'config' | 'lang' | 'pathname' | 'search' | 'showOtherActivity'>): HeaderLinks {
  const currentPath = menuPathOf(config, pathname);
  return {
    items: config.menu.filter((item) => !item.requiresOtherActivity || showOtherActivity),
    currentPath,
    groupSites: config.groupSites[lang].map((site) => ({
      id: site.id,
      name: site.name,
      href: groupSiteHref(site, currentPath, search),
      current: site.id === config.currentSiteId,
    })),
  };
}

/** Site header of spec 2: menu, group sites, language switch, login/register or account menu, open account, mobile side bar. */
export function Header(props: HeaderProps) {
  const { config, lang, pathname, search, user, showOpenAccountButton, brandName, logoText, onLoginClick, onLogout } = props;
  const { i18n } = useLingui();
  const headerRef = useRef<HTMLElement>(null);
  const onSearchHydrated = useSendsHeldUntilHydrated(isDesktopSearch, loadSearch);
  const menu = useMenuState(headerRef, props.defaultOpenMenuId ?? null);
  const [sideBarOpen, setSideBarOpen] = useState(props.defaultSideBarOpen ?? false);
  const sideBarId = useId();

  // A route change closes the side bar and any open menu (spec 4).
  const previousPathname = useRef(pathname);
  const closeMenu = menu.close;
  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    setSideBarOpen(false);
    closeMenu();
  }, [pathname, closeMenu]);

  // Growing past the mobile breakpoint hides the side bar; close it so it does not keep the page locked.
  useEffect(() => {
    if (!sideBarOpen || typeof window.matchMedia !== 'function') return;
    const desktop = window.matchMedia(media.desktop.replace('@media ', ''));
    const onChange = () => desktop.matches && setSideBarOpen(false);
    onChange();
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [sideBarOpen]);

  const { items, currentPath, groupSites } = headerLinks(props);
  const languageLinks = buildLanguageLinks({ site: config, lang, pathname, search });
  const href = (path: string) => resolveHref(config, lang, path);
  const openAccountHref = resolveHref(config, lang, config.openAccountHref);

  return (
    <Bar ref={headerRef}>
      <DesktopTopBar
        logoText={logoText}
        groupSites={groupSites}
        languageLinks={languageLinks}
        user={user}
        personalCentreHref={config.personalCentrePath ? href(config.personalCentrePath) : null}
        menu={menu}
        onLoginClick={onLoginClick}
        onLogout={onLogout}
        search={<HeaderSearch action={href('search')} suggestAction={href('search-suggest')} href={href} onHydrated={onSearchHydrated} />}
      />

      <Inner>
        <Brand href={href('')} brandName={brandName} logoText={logoText} homeLabel={i18n._(withValues(headerMessages.home, { brand: brandName }))} />

        <DesktopNav items={items} currentPath={currentPath} href={href} openAccountHref={showOpenAccountButton ? openAccountHref : null} menu={menu} />

        <PhoneSearch action={href('search')} suggestAction={href('search-suggest')} href={href} />

        <SideBarButton
          type="button"
          aria-expanded={sideBarOpen}
          aria-controls={sideBarId}
          aria-label={i18n._(sideBarOpen ? headerMessages.closeSideBar : headerMessages.openSideBar)}
          onClick={() => setSideBarOpen((open) => !open)}
        >
          <MenuIcon size={24} />
        </SideBarButton>
      </Inner>

      <SideBar
        id={sideBarId}
        open={sideBarOpen}
        onClose={() => setSideBarOpen(false)}
        items={items}
        currentPath={currentPath}
        href={href}
        languageLinks={languageLinks}
        groupSites={groupSites}
        user={user}
        personalCentreHref={config.personalCentrePath ? href(config.personalCentrePath) : null}
        openAccountHref={showOpenAccountButton ? openAccountHref : null}
        onLoginClick={() => {
          setSideBarOpen(false);
          onLoginClick();
        }}
        onLogout={() => {
          setSideBarOpen(false);
          onLogout();
        }}
      />
    </Bar>
  );
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;






const Inner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  height: ${({ theme }) => theme.layout.headerHeight};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.lg};
  ${compactDesktop} { gap: ${({ theme }) => theme.space.md}; }
  ${media.mobile} {
    height: ${({ theme }) => theme.layout.mobileHeaderHeight};
    padding: 0 ${({ theme }) => theme.space.md};
  }
`;









const SideBarButton = styled.button`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.xs};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  ${media.desktop} { display: none; }
`;
