import { screen } from '@testing-library/react';
import { useRef } from 'react';
import { renderWithProviders } from '../../test-utils';
import { userWithAccount, userWithoutAccount } from '../fixtures';
import { AccountMenu, type AccountMenuProps } from './account-menu';
import { useMenuState } from './use-menu-state';

function Harness(props: Omit<AccountMenuProps, 'menu'>) {
  const header = useRef<HTMLElement>(null);
  const menu = useMenuState(header);
  return (
    <header ref={header}>
      <AccountMenu {...props} menu={menu} />
      <a href="/en/charges">Fees</a>
    </header>
  );
}

const renderMenu = (overrides: Partial<AccountMenuProps> = {}) => {
  const onLogout = jest.fn();
  const rendered = renderWithProviders(<Harness user={userWithoutAccount} personalCentreHref="/en/sta-login" onLogout={onLogout} {...overrides} />);
  const button = screen.getByRole('button', { name: 'Account menu: Chan Tai Man' });
  return { ...rendered, button, onLogout };
};

describe('the account (avatar) menu', () => {
  it('is a menu button: it says it has a menu, and whether the menu is open', async () => {
    const { user, button } = renderMenu();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: /Chan Tai Man/ });
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Personal Centre', 'Log out']);
    // Opened, focus is on its first item; the items are not Tab stops of their own.
    expect(screen.getByRole('menuitem', { name: 'Personal Centre' })).toHaveFocus();
    expect(screen.getAllByRole('menuitem').every((item) => item.tabIndex === -1)).toBe(true);
  });

  it('opens from the keyboard: Enter on the first item, Down on the first, Up on the last', async () => {
    const { user, button } = renderMenu();
    button.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Personal Centre' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Personal Centre' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
  });

  it('moves between its items with the arrow keys (round), Home and End', async () => {
    const { user, button } = renderMenu();
    button.focus();
    await user.keyboard('{ArrowDown}');
    const [centre, logout] = screen.getAllByRole('menuitem');
    await user.keyboard('{ArrowDown}');
    expect(logout).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(centre).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(logout).toHaveFocus();
    await user.keyboard('{Home}');
    expect(centre).toHaveFocus();
    await user.keyboard('{End}');
    expect(logout).toHaveFocus();
  });

  it('closes on Escape and puts focus back on its button', async () => {
    const { user, button } = renderMenu();
    await user.click(button);
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes when Tab moves focus on', async () => {
    const { user, button } = renderMenu();
    await user.click(button);
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('logs out from its Log out item, and closes', async () => {
    const { user, button, onLogout } = renderMenu();
    await user.click(button);
    await user.keyboard('{End}{Enter}');
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('has only Log out where the district has no personal centre, and works without a nickname', async () => {
    const { user } = renderWithProviders(<Harness user={{ ...userWithAccount, nickname: '' }} personalCentreHref={null} onLogout={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Log out']);
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
  });
});
