import { AppLink } from '@brokerage/layout';
import { media } from '@brokerage/ui';
import styled from 'styled-components';

export interface LinkTab {
  key: string;
  label: string;
  /** The tab's page (with district and language). */
  href: string;
  current: boolean;
}

export interface LinkTabsProps {
  /** Names the navigation ("Blog topics"). */
  label: string;
  tabs: readonly LinkTab[];
}

/**
 * Tabs that are pages of their own (a blog topic, a promotion tab, a year, a market): real links
 * that crawlers follow, the shown one marked with aria-current, in a row that scrolls sideways on phones.
 */
export function LinkTabs({ label, tabs }: LinkTabsProps) {
  return (
    <Nav aria-label={label}>
      <List>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Tab href={tab.href} aria-current={tab.current ? 'page' : undefined} $current={tab.current}>
              {tab.label}
            </Tab>
          </li>
        ))}
      </List>
    </Nav>
  );
}

const Nav = styled.nav`
  margin-bottom: ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
  ${media.mobile} {
    margin-right: -${({ theme }) => theme.space.md};
    margin-left: -${({ theme }) => theme.space.md};
    padding: 0 ${({ theme }) => theme.space.md};
  }
`;

const List = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  white-space: nowrap;
  ${media.mobile} {
    gap: ${({ theme }) => theme.space.md};
  }
`;

const Tab = styled(AppLink)<{ $current: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-bottom: -1px;
  border-bottom: 3px solid ${({ theme, $current }) => ($current ? theme.colors.brand : 'transparent')};
  color: ${({ theme, $current }) => ($current ? theme.colors.brand : theme.colors.textMuted)};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.brand};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
