import { ChevronDownIcon } from '@brokerage/ui';
import { useId, useRef, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { MenuStateApi } from './use-menu-state';

export interface NavDropdownProps {
  id: string;
  menu: MenuStateApi;
  /** Visible content of the trigger button. */
  trigger: ReactNode;
  /** Accessible name when the trigger shows only an icon or a picture. */
  triggerLabel?: string;
  /** The section of the current page: highlighted. */
  active?: boolean;
  align?: 'start' | 'end';
  /** Dark text on a light header (default) or the reverse. */
  children: ReactNode;
  className?: string;
}

/**
 * A disclosure dropdown of the desktop header: a button (aria-expanded / aria-controls) and its panel.
 * Opens on hover and on Enter/Space/click; Escape closes it and puts focus back on the button;
 * tabbing out of it closes it.
 */
export function NavDropdown({ id, menu, trigger, triggerLabel, active = false, align = 'start', children, className }: NavDropdownProps) {
  const panelId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const open = menu.openId === id;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    menu.close();
    triggerRef.current?.focus();
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    // relatedTarget is null when the window loses focus; only a move to another element closes.
    const next = event.relatedTarget as Node | null;
    if (next && !event.currentTarget.contains(next)) menu.closeIfOpen(id);
  };

  return (
    // Hover is a pointer convenience; the button gives keyboard and touch users the same menu.
    <Wrapper className={className} onMouseEnter={() => menu.hoverOpen(id)} onMouseLeave={() => menu.hoverClose(id)} onKeyDown={onKeyDown} onBlur={onBlur}>
      <Trigger ref={triggerRef} type="button" aria-expanded={open} aria-controls={panelId} aria-label={triggerLabel} onClick={() => menu.toggle(id)} $active={active || open}>
        {trigger}
        <Chevron $open={open} aria-hidden="true">
          <ChevronDownIcon size={16} />
        </Chevron>
      </Trigger>
      <Panel id={panelId} hidden={!open} $align={align}>
        {children}
      </Panel>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  position: relative;
  display: flex;
  align-items: stretch;
  height: 100%;
`;

export const navTriggerStyles = css<{ $active: boolean }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  height: 100%;
  padding: 0 7px;
  border: 0;
  border-bottom: 2px solid ${({ $active, theme }) => ($active ? theme.colors.accent : 'transparent')};
  background: transparent;
  color: ${({ $active, theme }) => ($active ? theme.colors.brand : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 500;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  &:hover { color: ${({ theme }) => theme.colors.brand}; }
`;

const Trigger = styled.button<{ $active: boolean }>`
  ${navTriggerStyles}
`;

const Chevron = styled.span<{ $open: boolean }>`
  display: inline-flex;
  /* A crowded menu must never squeeze the arrow into a dot (or to nothing). */
  flex: none;
  transition: transform 0.15s ease;
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
`;

const Panel = styled.div<{ $align: 'start' | 'end' }>`
  position: absolute;
  top: 100%;
  ${({ $align }) => ($align === 'end' ? 'right: 0;' : 'left: 0;')}
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  min-width: 200px;
  padding: ${({ theme }) => theme.space.sm} 0;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.dropdown};
  &[hidden] { display: none; }
`;

/** A list inside a dropdown panel. */
export const DropdownList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const dropdownItemStyles = css`
  display: block;
  width: 100%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: left;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.surface}; color: ${({ theme }) => theme.colors.brand}; }
  &[aria-current='page'], &[aria-current='true'] { color: ${({ theme }) => theme.colors.brand}; font-weight: 600; }
`;
