import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test-utils';
import { FormattedDate } from './formatted-date';

describe('FormattedDate', () => {
  it.each([
    ['en', '05 Mar 2026'],
    ['zh-hk', '2026年3月5日'],
    ['zh-cn', '2026年3月5日'],
  ] as const)('formats for %s as %s (spec 9)', (locale, text) => {
    renderWithProviders(<FormattedDate day="2026-03-05" />, { locale });
    const time = screen.getByText(text);
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-03-05');
  });

  it('renders nothing for what is not a day, an instant included (its day depends on the zone)', () => {
    const { container } = renderWithProviders(
      <>
        <FormattedDate day="next Tuesday" />
        <FormattedDate day="2026-03-05T23:00:00Z" />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
