import type { User } from '@brokerage/contracts';
import { Avatar, ChevronDownIcon, VisuallyHidden } from '@brokerage/ui';
import { useLingui } from '@lingui/react';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { AppLink } from '../links';
import { headerMessages } from '../messages';
import { dropdownItemStyles, navTriggerStyles } from './nav-dropdown';
import type { MenuStateApi } from './use-menu-state';

/** The account menu's id in the header's menu state (one header menu is open at a time). */
export const ACCOUNT_MENU_ID = 'account';

export interface AccountMenuProps {
  user: User;
  /** The personal centre, or null where the district has none (mainland). */
  personalCentreHref: string | null;
  menu: MenuStateApi;
  onLogout: () => void;
}

type FocusOnOpen = 'first' | 'last';

const menuItems = (list: HTMLUListElement | null): HTMLElement[] => Array.from(list?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

/**
 * The logged-in user's avatar menu (spec 2: Personal Centre on the Hong Kong site, Logout), as a
 * WAI-ARIA menu button: Enter, Space, a click or Down opens it on its first item, Up on its last;
 * Up and Down move between the items (round), Home and End go to the ends; Escape closes it and
 * puts focus back on the button; Tab closes it and moves on. Hover opens it too (spec 4).
 */
export function AccountMenu({ user, personalCentreHref, menu, onLogout }: AccountMenuProps) {
  const { i18n } = useLingui();
  const triggerId = useId();
  const menuId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [focusOnOpen, setFocusOnOpen] = useState<FocusOnOpen | null>(null);
  const open = menu.openId === ACCOUNT_MENU_ID;
  const userName = user.nickname?.trim() ?? '';

  // The items show with the render that opens the menu: focus moves after it (a click that closed the menu moves none).
  useEffect(() => {
    if (!focusOnOpen) return;
    const all = menuItems(listRef.current);
    if (open) (focusOnOpen === 'first' ? all[0] : all[all.length - 1])?.focus();
    setFocusOnOpen(null);
  }, [open, focusOnOpen]);

  const openOn = (where: FocusOnOpen) => {
    menu.open(ACCOUNT_MENU_ID);
    setFocusOnOpen(where);
  };
  const close = () => {
    menu.closeIfOpen(ACCOUNT_MENU_ID);
    triggerRef.current?.focus();
  };

  const onTriggerClick = () => {
    // A menu hover opened stays open on a click (touch screens send both); either way it is then open on its first item.
    menu.toggle(ACCOUNT_MENU_ID);
    setFocusOnOpen('first');
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    openOn(event.key === 'ArrowDown' ? 'first' : 'last');
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = menuItems(listRef.current);
    const at = all.indexOf(document.activeElement as HTMLElement);
    const moveTo: Record<string, number | undefined> = { ArrowDown: (at + 1) % all.length, ArrowUp: (at - 1 + all.length) % all.length, Home: 0, End: all.length - 1 };
    const next = moveTo[event.key];
    if (next !== undefined && all.length > 0) {
      event.preventDefault();
      all[next].focus();
    } else if (event.key === 'Tab') {
      menu.closeIfOpen(ACCOUNT_MENU_ID);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    close();
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    // relatedTarget is null when the window loses focus; only a move to another element closes.
    const next = event.relatedTarget as Node | null;
    if (next && !event.currentTarget.contains(next)) menu.closeIfOpen(ACCOUNT_MENU_ID);
  };

  return (
    <Wrapper onMouseEnter={() => menu.hoverOpen(ACCOUNT_MENU_ID)} onMouseLeave={() => menu.hoverClose(ACCOUNT_MENU_ID)} onKeyDown={onKeyDown} onBlur={onBlur}>
      <Trigger
        ref={triggerRef}
        id={triggerId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        // With a visible nickname the accessible name must contain it (WCAG 2.5.3), so the
        // 'Account menu' part is visually hidden text rather than an aria-label.
        aria-label={userName ? undefined : i18n._(headerMessages.accountMenu)}
        onClick={onTriggerClick}
        onKeyDown={onTriggerKeyDown}
        $active={open}
      >
        <Avatar src={user.avatar} name={userName} decorative />
        {userName && (
          <Nickname>
            <VisuallyHidden>{i18n._(headerMessages.accountMenu)}: </VisuallyHidden>
            {userName}
          </Nickname>
        )}
        <Chevron $open={open} aria-hidden="true">
          <ChevronDownIcon size={16} />
        </Chevron>
      </Trigger>
      <Menu ref={listRef} id={menuId} role="menu" aria-labelledby={triggerId} hidden={!open} onKeyDown={onMenuKeyDown}>
        {personalCentreHref && (
          <li role="none">
            <MenuLink role="menuitem" tabIndex={-1} href={personalCentreHref} onClick={() => menu.close()}>
              {i18n._(headerMessages.personalCentre)}
            </MenuLink>
          </li>
        )}
        <li role="none">
          <MenuButton
            role="menuitem"
            tabIndex={-1}
            type="button"
            onClick={() => {
              close();
              onLogout();
            }}
          >
            {i18n._(headerMessages.logout)}
          </MenuButton>
        </li>
      </Menu>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  position: relative;
  display: flex;
  align-items: stretch;
  height: 100%;
`;

const Trigger = styled.button<{ $active: boolean }>`
  ${navTriggerStyles}
  /* The avatar (34 px, spec 2) sits apart from the nickname. */
  gap: ${({ theme }) => theme.space.xs};
`;

const Nickname = styled.span`
  max-width: 120px;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Chevron = styled.span<{ $open: boolean }>`
  display: inline-flex;
  flex: none;
  transition: transform 0.15s ease;
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
`;

const Menu = styled.ul`
  position: absolute;
  top: 100%;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  min-width: 200px;
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.dropdown};
  &[hidden] { display: none; }
`;

const MenuLink = styled(AppLink)`
  ${dropdownItemStyles}
  &:focus-visible { outline-offset: -2px; }
`;

const MenuButton = styled.button`
  ${dropdownItemStyles}
  &:focus-visible { outline-offset: -2px; }
  /* The top bar sizes its own buttons down (the site list, the language): this one is a menu item like the link above it. */
  && { font-size: ${({ theme }) => theme.fontSizes.sm}; }
`;
