import type { User } from '@brokerage/contracts';
import { Avatar, Button, ChevronDownIcon, CloseIcon, media, useFocusTrap, useScrollLock } from '@brokerage/ui';
import { useLingui } from '@lingui/react';
import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import styled from 'styled-components';
import { isActivePath, type MenuItem } from '@brokerage/domain';
import type { LanguageLink } from '../language-links';
import { AppButtonLink, AppLink } from '../links';
import { headerMessages } from '../messages';
import { withValues } from '../with-values';

export interface SideBarProps {
  id: string;
  open: boolean;
  onClose: () => void;
  items: readonly MenuItem[];
  currentPath: string;
  href: (path: string) => string;
  languageLinks: readonly LanguageLink[];
  groupSites: readonly { id: string; name: string; href: string; current: boolean }[];
  /** The logged-in user; null shows the login/register button. */
  user: User | null;
  personalCentreHref: string | null;
  /** Null hides the open-account button. */
  openAccountHref: string | null;
  onLoginClick: () => void;
  onLogout: () => void;
}

/**
 * Mobile side bar (below 1024 px): click-to-expand menus, account actions, group sites and languages.
 * While open it locks page scroll, keeps focus inside and closes on Escape or a click on the backdrop.
 */
export function SideBar(props: SideBarProps) {
  const { id, open, onClose, items, currentPath, href, languageLinks, groupSites, user } = props;
  const { i18n } = useLingui();
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const sectionOf = (path: string) => items.find((item) => item.children?.some((child) => isActivePath(path, child.path)))?.id ?? null;
  const [expandedId, setExpandedId] = useState<string | null>(() => sectionOf(currentPath));

  useScrollLock(open);
  useFocusTrap(panelRef, open);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };
  // Following a link closes the side bar, also when it leads to the page already shown (no route
  // change then) or redirects back to it. A click that opens a new tab leaves it open.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const opensElsewhere = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (!opensElsewhere && (event.target as Element).closest('a[href]')) onClose();
  };
  const userName = user?.nickname?.trim() ?? '';

  return (
    <Root hidden={!open}>
      <Backdrop aria-hidden="true" onClick={onClose} />
      <Panel ref={panelRef} id={id} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown} onClick={onClick}>
        <PanelHeader>
          <PanelTitle id={titleId}>{i18n._(headerMessages.sideBar)}</PanelTitle>
          <IconButton type="button" aria-label={i18n._(headerMessages.closeSideBar)} onClick={onClose}>
            <CloseIcon size={22} />
          </IconButton>
        </PanelHeader>

        <Account>
          {user ? (
            <>
              <Welcome>
                <Avatar src={user.avatar} name={userName} decorative />
                <span>{userName ? i18n._(withValues(headerMessages.welcome, { name: userName })) : i18n._(headerMessages.accountMenu)}</span>
              </Welcome>
              <AccountLinks>
                {props.personalCentreHref && (
                  <AppButtonLink href={props.personalCentreHref} $variant="secondary" $size="md" $block>
                    {i18n._(headerMessages.personalCentre)}
                  </AppButtonLink>
                )}
                <Button $variant="secondary" $size="md" $block onClick={props.onLogout}>
                  {i18n._(headerMessages.logout)}
                </Button>
              </AccountLinks>
            </>
          ) : (
            <Button $variant="primary" $size="md" $block onClick={props.onLoginClick}>
              {i18n._(headerMessages.loginRegister)}
            </Button>
          )}
          {props.openAccountHref && (
            <AppButtonLink href={props.openAccountHref} $variant="accent" $size="md" $block>
              {i18n._(headerMessages.openAccount)}
            </AppButtonLink>
          )}
        </Account>

        <nav aria-label={i18n._(headerMessages.mainNav)}>
          <MenuList>
            {items.map((item) => {
              if (!item.children) {
                return (
                  <li key={item.id}>
                    <MenuLink href={href(item.path ?? '')} aria-current={currentPath === item.path ? 'page' : undefined}>
                      {i18n._(item.label)}
                    </MenuLink>
                  </li>
                );
              }
              const expanded = expandedId === item.id;
              const submenuId = `${id}-${item.id}`;
              return (
                <li key={item.id}>
                  <SectionButton type="button" aria-expanded={expanded} aria-controls={submenuId} onClick={() => setExpandedId(expanded ? null : item.id)} $expanded={expanded}>
                    {i18n._(item.label)}
                    <ChevronDownIcon size={18} />
                  </SectionButton>
                  <SubList id={submenuId} hidden={!expanded}>
                    {item.children.map((child) => (
                      <li key={child.id}>
                        <SubLink href={href(child.path)} aria-current={currentPath === child.path ? 'page' : undefined}>
                          {i18n._(child.label)}
                        </SubLink>
                      </li>
                    ))}
                  </SubList>
                </li>
              );
            })}
          </MenuList>
        </nav>

        {groupSites.length > 0 && (
          <Group>
            <GroupTitle>{i18n._(headerMessages.groupSites)}</GroupTitle>
            <Chips>
              {groupSites.map((site) => (
                <li key={site.id}>
                  <Chip href={site.href} aria-current={site.current ? 'true' : undefined}>
                    {site.name}
                  </Chip>
                </li>
              ))}
            </Chips>
          </Group>
        )}

        <Group>
          <GroupTitle>{i18n._(headerMessages.language)}</GroupTitle>
          <Chips>
            {languageLinks.map((link) => (
              <li key={link.lang}>
                <Chip href={link.href} hrefLang={link.tag} lang={link.tag} aria-current={link.current ? 'true' : undefined}>
                  {link.name}
                </Chip>
              </li>
            ))}
          </Chips>
        </Group>
      </Panel>
    </Root>
  );
}

const Root = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.sideBar};
  &[hidden] { display: none; }
  ${media.desktop} { display: none; }
`;

const Backdrop = styled.div`
  position: absolute;
  inset: 0;
  background: ${({ theme }) => theme.colors.overlay};
`;

const Panel = styled.div`
  position: absolute;
  top: 0;
  right: 0;
  bottom: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  width: min(360px, 88vw);
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md} ${theme.space.xl}`};
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.dialog};
  &:focus { outline: none; }
`;

const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: 40px;
`;

const PanelTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const IconButton = styled.button`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.xs};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

const Account = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Welcome = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  font-weight: 600;
`;

const AccountLinks = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

const MenuList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  > li { border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
`;

const rowStyles = `
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: 48px;
  padding: 0 4px;
  border: 0;
  background: transparent;
  font-size: 16px;
  font-weight: 500;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
`;

const MenuLink = styled(AppLink)`
  ${rowStyles}
  color: ${({ theme }) => theme.colors.text};
  &[aria-current='page'] { color: ${({ theme }) => theme.colors.brand}; }
`;

const SectionButton = styled.button<{ $expanded: boolean }>`
  ${rowStyles}
  color: ${({ theme, $expanded }) => ($expanded ? theme.colors.brand : theme.colors.text)};
  svg { transition: transform 0.15s ease; transform: rotate(${({ $expanded }) => ($expanded ? '180deg' : '0deg')}); }
`;

const SubList = styled.ul`
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  list-style: none;
  &[hidden] { display: none; }
`;

const SubLink = styled(AppLink)`
  display: block;
  padding: ${({ theme }) => theme.space.sm} 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;
  &[aria-current='page'] { color: ${({ theme }) => theme.colors.brand}; font-weight: 600; }
`;

const Group = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const GroupTitle = styled.h3`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;
  &[aria-current='true'] { border-color: ${({ theme }) => theme.colors.brand}; color: ${({ theme }) => theme.colors.brand}; font-weight: 600; }
`;
