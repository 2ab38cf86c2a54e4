import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test-utils';
import { FormattedDate } from './formatted-date';

describe('FormattedDate', () => {
  it.each([
    ['en', '05 Mar 2026'],
    ['zh-hk', '2026年03月05'],
    ['zh-cn', '2026年03月05'],
  ] as const)('formats for %s as %s (spec 9)', (locale, text) => {
    renderWithProviders(<FormattedDate value="2026-03-05T10:00:00" />, { locale });
    const time = screen.getByText(text);
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-03-05');
  });

  it('accepts epoch milliseconds and Date objects', () => {
    renderWithProviders(
      <>
        <FormattedDate value={new Date(2025, 11, 31).getTime()} />
        <FormattedDate value={new Date(2024, 0, 2)} />
      </>,
    );
    expect(screen.getByText('31 Dec 2025')).toBeInTheDocument();
    expect(screen.getByText('02 Jan 2024')).toBeInTheDocument();
  });

  it('renders nothing for an invalid date', () => {
    const { container } = renderWithProviders(<FormattedDate value="next Tuesday" />);
    expect(container).toBeEmptyDOMElement();
  });
});
