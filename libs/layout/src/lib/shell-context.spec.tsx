import { act, render, screen } from '@testing-library/react';
import { fixtureShellState, userWithAccount, userWithoutAccount } from './fixtures';
import { ShellProvider, usePageTexts, useShellActions, useShellState, type ShellActions } from './shell-context';

describe('ShellProvider', () => {
  it('serves page texts by page, with a fallback for a missing text', () => {
    let actions: ShellActions | undefined;
    function ChargesTitle() {
      const text = usePageTexts('charges');
      actions = useShellActions();
      return <h1>{text('title', 'Fees')}</h1>;
    }
    render(
      <ShellProvider serverState={fixtureShellState({ lang: 'en' })}>
        <ChargesTitle />
      </ShellProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Fees');
    act(() => actions?.setPageTexts('charges', { title: 'Transparent pricing for every market' }));
    expect(screen.getByRole('heading')).toHaveTextContent('Transparent pricing for every market');
  });

  it('derives loggedIn and the open-account button from the current user', () => {
    let actions: ShellActions | undefined;
    function Session() {
      const { loggedIn, showOpenAccountButton } = useShellState();
      actions = useShellActions();
      return <output>{`${loggedIn ? 'in' : 'out'}/${showOpenAccountButton ? 'open-account' : 'no-button'}`}</output>;
    }
    render(
      <ShellProvider serverState={fixtureShellState({ lang: 'en' })}>
        <Session />
      </ShellProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('out/open-account');
    act(() => actions?.setUser(userWithAccount));
    expect(screen.getByRole('status')).toHaveTextContent('in/no-button');
    act(() => actions?.setUser(userWithoutAccount));
    expect(screen.getByRole('status')).toHaveTextContent('in/open-account');
    act(() => actions?.reportTokenError());
    expect(screen.getByRole('status')).toHaveTextContent('out/open-account');
  });

  it('refuses to work outside the provider', () => {
    function Orphan() {
      useShellState();
      return null;
    }
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Orphan />)).toThrow('useShellState must be used inside <ShellProvider>');
    jest.mocked(console.error).mockRestore();
  });
});
