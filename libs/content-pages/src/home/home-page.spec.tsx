/**
 * @jest-environment jsdom
 */
import { screen } from '@testing-library/react';
import type { District, Lang } from '@brokerage/domain';
import { fixtureDistrictConfig, renderWithProviders } from '@brokerage/layout/testing';
import { SiteProvider } from '@brokerage/site-core/testing';
import { HomePage } from './home-page';

const renderHome = (district: District, lang: Lang, intro: string | null) =>
  renderWithProviders(
    <SiteProvider value={{ site: fixtureDistrictConfig(district), lang }}>
      <HomePage intro={intro} />
    </SiteProvider>,
    { locale: lang },
  );

describe('home page', () => {
  it.each([
    ['hk', 'en', 'Hong Kong, US and A-share markets in one account'],
    ['hk', 'zh-hk', '一個賬戶，投資港股、美股及A股'],
    ['mainland', 'zh-cn', '持牌香港券商，畅享港股及美股投资'],
    ['mainland', 'en', 'Hong Kong and US stocks with a licensed Hong Kong broker'],
  ] as const)('gives the %s site its own heading in %s', (district, lang, heading) => {
    renderHome(district, lang, 'Licensed by the SFC.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    expect(screen.getByText('Licensed by the SFC.')).toBeInTheDocument();
  });

  it('leaves the introduction out when the content API could not give it', () => {
    renderHome('hk', 'en', null);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByTestId('home-intro')).toBeNull();
  });
});
