import type { User } from '@brokerage/contracts';
import { isActivePath, type MenuItem } from '@brokerage/domain';
import { Button, media } from '@brokerage/ui';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { LanguageLink } from '../language-links';
import { AppButtonLink, AppLink } from '../links';
import { headerMessages } from '../messages';
import { AccountMenu } from './account-menu';
import { compactDesktop } from './header-layout';
import { DropdownList, dropdownItemStyles, NavDropdown, navTriggerStyles } from './nav-dropdown';
import type { MenuStateApi } from './use-menu-state';

// The header's desktop parts (hidden on phones, where the side bar has the same links): the Header
// hydrates them when needed, so a phone never downloads their menus (header.tsx).

export interface GroupSiteLink {
  id: string;
  name: string;
  href: string;
  current: boolean;
}

export interface DesktopTopBarProps {
  logoText: string;
  groupSites: GroupSiteLink[];
  languageLinks: LanguageLink[];
  user: User | null;
  /** The personal centre, or null where the district has none. */
  personalCentreHref: string | null;
  menu: MenuStateApi;
  onLoginClick: () => void;
  onLogout: () => void;
  /** The site search box, first of the bar's actions (the main menu row has no room for it in English). */
  search?: ReactNode;
}

/** The desktop top bar: the district tagline, group sites, language and account. */
export function DesktopTopBar({ logoText, groupSites, languageLinks, user, personalCentreHref, menu, onLoginClick, onLogout, search }: DesktopTopBarProps) {
  const { i18n } = useLingui();
  const currentLanguage = languageLinks.find((link) => link.current);
  const currentSite = groupSites.find((site) => site.current);

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
    <AccountMenu user={user} personalCentreHref={personalCentreHref} menu={menu} onLogout={onLogout} />
  ) : (
    <Button $variant="text" $size="sm" onClick={onLoginClick}>
      {i18n._(headerMessages.loginRegister)}
    </Button>
  );

  return (
    <TopBar>
      <TopInner>
        <Tagline>{logoText}</Tagline>
        <TopActions>
          {search}
          {groupSitesMenu}
          {languageMenu}
          {accountMenu}
        </TopActions>
      </TopInner>
    </TopBar>
  );
}

export interface DesktopNavProps {
  items: readonly MenuItem[];
  currentPath: string;
  /** A page path (without district and language) as a link. */
  href: (path: string) => string;
  /** The open-account link, or null to hide it. */
  openAccountHref: string | null;
  menu: MenuStateApi;
}

/** The desktop main menu (with its dropdowns) and the open-account button. */
export function DesktopNav({ items, currentPath, href, openAccountHref, menu }: DesktopNavProps) {
  const { i18n } = useLingui();
  const closeMenu = menu.close;
  return (
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

      {openAccountHref && (
        <OpenAccountLink href={openAccountHref} $variant="accent" $size="sm">
          {i18n._(headerMessages.openAccount)}
        </OpenAccountLink>
      )}
    </Desktop>
  );
}

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
  /* The entries only: a dropdown's links keep their own spacing. */
  ${compactDesktop} {
    > li > a, > li > div > button { padding: 0 5px; font-size: 13px; }
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

const OpenAccountLink = styled(AppButtonLink)`
  flex: none;
`;
