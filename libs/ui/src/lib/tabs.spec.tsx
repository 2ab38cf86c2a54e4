import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test-utils';
import { Tabs } from './tabs';

const items = [
  { id: 'a', label: 'Lok Ma Chau', panel: <p>Lok Ma Chau address</p> },
  { id: 'b', label: 'West Kowloon', panel: <p>West Kowloon address</p> },
  { id: 'c', label: 'Tsim Sha Tsui', panel: <p>Tsim Sha Tsui address</p> },
];

describe('Tabs', () => {
  it('wires tabs to panels and shows the first one', () => {
    renderWithProviders(<Tabs items={items} aria-label="Branches" />);
    expect(screen.getByRole('tablist', { name: 'Branches' })).toBeInTheDocument();
    const first = screen.getByRole('tab', { name: 'Lok Ma Chau' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'West Kowloon' })).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'Lok Ma Chau' });
    expect(panel).toHaveTextContent('Lok Ma Chau address');
    expect(first).toHaveAttribute('aria-controls', panel.id);
    // Inactive panels stay in the HTML, hidden.
    expect(screen.getByText('Tsim Sha Tsui address')).not.toBeVisible();
  });

  it('selects on click', async () => {
    const onSelect = jest.fn();
    const { user } = renderWithProviders(<Tabs items={items} aria-label="Branches" onSelect={onSelect} />);
    await user.click(screen.getByRole('tab', { name: 'Tsim Sha Tsui' }));
    expect(screen.getByText('Tsim Sha Tsui address')).toBeVisible();
    expect(onSelect).toHaveBeenCalledWith('c');
  });

  it('moves with arrow keys (wrapping), Home and End', async () => {
    const { user } = renderWithProviders(<Tabs items={items} aria-label="Branches" />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Lok Ma Chau' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Tsim Sha Tsui' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Tsim Sha Tsui' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Lok Ma Chau' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Tsim Sha Tsui' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Lok Ma Chau' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Lok Ma Chau' })).toHaveFocus();
  });

  it('follows a controlled selection and falls back to the first tab for an unknown id', () => {
    const { rerender } = renderWithProviders(<Tabs items={items} aria-label="Branches" selectedId="b" />);
    expect(screen.getByRole('tab', { name: 'West Kowloon' })).toHaveAttribute('aria-selected', 'true');
    rerender(<Tabs items={items} aria-label="Branches" selectedId="z" />);
    expect(screen.getByRole('tab', { name: 'Lok Ma Chau' })).toHaveAttribute('aria-selected', 'true');
  });

  it('renders nothing without items', () => {
    const { container } = renderWithProviders(<Tabs items={[]} aria-label="Branches" />);
    expect(container).toBeEmptyDOMElement();
  });
});
