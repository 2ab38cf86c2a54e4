import type { Lang, User } from '@brokerage/contracts';
import { Avatar, Button, deferHydration, media, MenuIcon, VisuallyHidden } from '@brokerage/ui';
import { useLingui } from '@lingui/react';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { isActivePath, normaliseSearch, menuPathOf, resolveHref, type DistrictConfig, type MenuItem } from '@brokerage/domain';
import { buildLanguageLinks } from '../language-links';
import { AppButtonLink, AppLink } from '../links';
import { headerMessages } from '../messages';
import { Brand } from './brand';
import { DropdownList, dropdownItemStyles, NavDropdown, navTriggerStyles } from './nav-dropdown';
import { useMenuState } from './use-menu-state';
import { withValues } from '../with-values';

// Closed until a visitor opens it on a phone: its code loads when they touch, point at or focus the
// menu button (the side bar's opener) and never on a desktop, where that button is hidden.
const SideBar = deferHydration(() => import('./side-bar').then((module) => module.SideBar));

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
  groupSites: { id: string; name: string; href: string; current: boolean }[];
}

/** Menu entries to show and links that depend on the current page. */
function headerLinks({ config, lang, pathname, search, showOtherActivity }: Pick<HeaderProps, 'config' | 'lang' | 'pathname' | 'search' | 'showOtherActivity'>): HeaderLinks {
  const currentPath = menuPathOf(config, pathname);
  const query = normaliseSearch(search);
  return {
    items: config.menu.filter((item) => !item.requiresOtherActivity || showOtherActivity),
    currentPath,
    groupSites: config.groupSites[lang].map((site) => ({
      id: site.id,
      name: site.name,
      href: site.keepPath ? `${site.href.replace(/\/+$/, '')}${currentPath}${query}` : site.href,
      current: site.id === config.currentSiteId,
    })),
  };
}

/** Site header of spec 2: menu, group sites, language switch, login/register or account menu, open account, mobile side bar. */
export function Header(props: HeaderProps) {
  const { config, lang, pathname, search, user, showOpenAccountButton, brandName, logoText, onLoginClick, onLogout } = props;
  const { i18n } = useLingui();
  const headerRef = useRef<HTMLElement>(null);
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
  const currentLanguage = languageLinks.find((link) => link.current);
  const currentSite = groupSites.find((site) => site.current);
  const href = (path: string) => resolveHref(config, lang, path);
  const openAccountHref = resolveHref(config, lang, config.openAccountHref);
  const userName = user?.nickname?.trim() ?? '';

  const groupSitesMenu = groupSites.length > 0 && (
    <NavDropdown
      id="group-sites"
      menu={menu}
      align="end"
      trigger={currentSite?.name ?? i18n._(headerMessages.groupSites)}
      triggerLabel={currentSite ? `${i18n._(headerMessages.groupSites)}: ${currentSite.name}` : undefined}
    >
      <DropdownList aria-label={i18n._(headerMessages.groupSites)}>
        {groupSites.map((site) => (
          <li key={site.id}>
            <DropdownAnchor href={site.href} aria-current={site.current ? 'true' : undefined}>
              {site.name}
            </DropdownAnchor>
          </li>
        ))}
      </DropdownList>
    </NavDropdown>
  );

  const languageMenu = (
    <NavDropdown id="language" menu={menu} align="end" trigger={currentLanguage?.name} triggerLabel={`${i18n._(headerMessages.language)}: ${currentLanguage?.name ?? ''}`}>
      <DropdownList>
        {languageLinks.map((link) => (
          <li key={link.lang}>
            {/* A full page load: the new language needs its own server render and catalogs. */}
            <DropdownAnchor href={link.href} hrefLang={link.tag} lang={link.tag} aria-current={link.current ? 'true' : undefined}>
              {link.name}
            </DropdownAnchor>
          </li>
        ))}
      </DropdownList>
    </NavDropdown>
  );

  const accountMenu = user ? (
    <NavDropdown
      id="account"
      menu={menu}
      align="end"
      // With a visible nickname the accessible name must contain it (WCAG 2.5.3), so the
      // 'Account menu' part is visually hidden text rather than an aria-label.
      triggerLabel={userName ? undefined : i18n._(headerMessages.accountMenu)}
      trigger={
        <>
          <Avatar src={user.avatar} name={userName} decorative />
          {userName && (
            <Nickname>
              <VisuallyHidden>{i18n._(headerMessages.accountMenu)}: </VisuallyHidden>
              {userName}
            </Nickname>
          )}
        </>
      }
    >
      <DropdownList>
        {config.personalCentrePath && (
          <li>
            <DropdownLink href={href(config.personalCentrePath)} onClick={closeMenu}>
              {i18n._(headerMessages.personalCentre)}
            </DropdownLink>
          </li>
        )}
        <li>
          <DropdownButton
            type="button"
            onClick={() => {
              closeMenu();
              onLogout();
            }}
          >
            {i18n._(headerMessages.logout)}
          </DropdownButton>
        </li>
      </DropdownList>
    </NavDropdown>
  ) : (
    <Button $variant="text" $size="sm" onClick={onLoginClick}>
      {i18n._(headerMessages.loginRegister)}
    </Button>
  );

  return (
    <Bar ref={headerRef}>
      {/* Desktop top bar: the district tagline, group sites, language and account. */}
      <TopBar>
        <TopInner>
          <Tagline>{logoText}</Tagline>
          <TopActions>
            {groupSitesMenu}
            {languageMenu}
            {accountMenu}
          </TopActions>
        </TopInner>
      </TopBar>

      <Inner>
        <Brand href={href('')} brandName={brandName} logoText={logoText} homeLabel={i18n._(withValues(headerMessages.home, { brand: brandName }))} />

        <Desktop>
          <nav aria-label={i18n._(headerMessages.mainNav)}>
            <NavList>
              {items.map((item) => {
                const active = item.path ? isActivePath(currentPath, item.sectionPath ?? item.path) : (item.children ?? []).some((child) => isActivePath(currentPath, child.path));
                return (
                  <li key={item.id}>
                    {item.children ? (
                      <NavDropdown id={`menu-${item.id}`} menu={menu} trigger={i18n._(item.label)} active={active}>
                        <DropdownList>
                          {item.children.map((child) => (
                            <li key={child.id}>
                              <DropdownLink href={href(child.path)} aria-current={currentPath === child.path ? 'page' : undefined} onClick={closeMenu}>
                                {i18n._(child.label)}
                              </DropdownLink>
                            </li>
                          ))}
                        </DropdownList>
                      </NavDropdown>
                    ) : (
                      <NavLink href={href(item.path ?? '')} aria-current={currentPath === item.path ? 'page' : undefined} $active={active}>
                        {i18n._(item.label)}
                      </NavLink>
                    )}
                  </li>
                );
              })}
            </NavList>
          </nav>

          {showOpenAccountButton && (
            <OpenAccountLink href={openAccountHref} $variant="accent" $size="sm">
              {i18n._(headerMessages.openAccount)}
            </OpenAccountLink>
          )}
        </Desktop>

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

/** Between 1024 and 1279 px the desktop header tightens so the English menu still fits on one line. */
const compactDesktop = '@media (min-width: 1024px) and (max-width: 1279.98px)';

const TopBar = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${media.mobile} { display: none; }
`;

const TopInner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  height: 40px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Tagline = styled.p`
  margin: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const TopActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  button { font-size: ${({ theme }) => theme.fontSizes.xs}; }
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

const Desktop = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  height: 100%;
  min-width: 0;
  nav { height: 100%; }
  ${media.mobile} { display: none; }
`;

/**
 * The desktop menu stays on one line: its entries never shrink (a squeezed entry used to turn its
 * arrow into a dot), the spacing is tight, and narrow desktops get a smaller font (and the brand
 * name hides, see Brand) so the English menu fits beside the open-account button.
 */
const NavList = styled.ul`
  display: flex;
  align-items: stretch;
  height: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
  > li { display: flex; flex: none; }
  ${compactDesktop} {
    button, a { padding: 0 5px; font-size: 13px; }
  }
`;

const NavLink = styled(AppLink)<{ $active: boolean }>`
  ${navTriggerStyles}
`;

const DropdownLink = styled(AppLink)`
  ${dropdownItemStyles}
`;

const DropdownAnchor = styled.a`
  ${dropdownItemStyles}
`;

const DropdownButton = styled.button`
  ${dropdownItemStyles}
`;

const Nickname = styled.span`
  max-width: 120px;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const OpenAccountLink = styled(AppButtonLink)`
  flex: none;
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
