/**
 * @jest-environment jsdom
 */
import type { Lang } from '@brokerage/domain';
import { fixtureBaseConfig, fixtureDistrictConfig, renderWithProviders } from '@brokerage/layout/testing';
import { SiteProvider } from '@brokerage/site-core/testing';
import { preloadDeferredParts } from '@brokerage/ui';
import { screen, within } from '@testing-library/react';
import { fixtureCompanyProfilePage } from './company-fixtures';
import { CompanyProfileView } from './company-profile';

const renderProfile = ({ lang = 'en', district = 'hk', withProfile = true }: { lang?: Lang; district?: 'hk' | 'mainland'; withProfile?: boolean } = {}) =>
  renderWithProviders(
    <SiteProvider value={{ site: fixtureDistrictConfig(district), lang }}>
      <CompanyProfileView page={fixtureCompanyProfilePage(lang, withProfile)} facts={fixtureBaseConfig(district, lang)} />
    </SiteProvider>,
    { locale: lang },
  );

// The figures at a glance and the blocks after the text are deferred parts: their code is fetched
// once here, so each test finds them in its first render, as a client-side navigation shows them.
beforeAll(preloadDeferredParts, 20_000);

describe('company profile', () => {
  it('draws the milestones from the content as a timeline, oldest first, year by year', () => {
    renderProfile();
    const timeline = within(screen.getByRole('region', { name: 'Our story' }));
    const items = timeline.getAllByRole('listitem');
    expect(items.map((item) => item.firstElementChild?.textContent)).toEqual(['2012', '2014', '2025', '2026']);
    expect(items[0]).toHaveTextContent('Founded in Hong Kong');
    expect(timeline.getByRole('heading', { level: 3, name: 'Five branches' })).toBeInTheDocument();
  });

  it('shows the stat tiles of the trust band and the text sections', () => {
    renderProfile();
    expect(within(screen.getByRole('region', { name: 'At a glance' })).getByText('241,000')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Who we are' })).toBeInTheDocument();
  });

  it('lists the SFC licence with its types and register link, and the memberships, on the Hong Kong site', () => {
    renderProfile();
    const licences = within(screen.getByRole('region', { name: 'Licences and memberships' }));
    expect(licences.getByText('Central entity number BHF293')).toBeInTheDocument();
    expect(licences.getByText('Type 9: Asset management')).toBeInTheDocument();
    expect(licences.getByRole('link', { name: /Check our licence on the SFC public register/ })).toHaveAttribute('href', 'https://apps.sfc.hk/publicregWeb/corp/BHF293/details');
    expect(licences.getByText('Exchange Participant')).toBeInTheDocument();
  });

  it('shows the memberships but no licence on the mainland site, in simplified Chinese', () => {
    renderProfile({ district: 'mainland', lang: 'zh-cn' });
    const licences = within(screen.getByRole('region', { name: '牌照及会籍' }));
    expect(licences.queryByText(/BHF293/)).not.toBeInTheDocument();
    expect(licences.getByText('交易所参与者')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '我们的历程' })).getAllByRole('listitem')[0]).toHaveTextContent('于香港成立');
  });

  it('shows the headquarters and the five branches, each drawn, with the way to every contact detail', () => {
    renderProfile({ lang: 'zh-hk' });
    const offices = within(screen.getByRole('region', { name: '總部及分行' }));
    const cards = offices.getAllByTestId('company-office');
    expect(cards).toHaveLength(7);
    expect(cards[0]).toHaveTextContent('香港總部');
    expect(cards.every((card) => card.querySelector('svg[aria-hidden="true"]'))).toBe(true);
    expect(offices.getByRole('link', { name: /營業時間、電話及所有聯絡資料/ })).toHaveAttribute('href', '/zh-hk/about-us/contact-us');
  });

  it('still renders content written before the profile had milestones: no timeline, the rest as before', () => {
    renderProfile({ withProfile: false });
    expect(screen.queryByRole('region', { name: 'Our story' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Licences and memberships' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Who we are' })).toBeInTheDocument();
  });
});
