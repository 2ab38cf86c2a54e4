/**
 * @jest-environment jsdom
 */
import { screen, within } from '@testing-library/react';
import type { District, Lang } from '@brokerage/domain';
import { fixtureDistrictConfig, renderWithProviders } from '@brokerage/layout/testing';
import { SiteProvider } from '@brokerage/site-core/testing';
import { fixtureContactData } from './company-fixtures';
import { ContactPage, type ContactPageProps } from './contact-page';

const renderContact = (data: ContactPageProps, district: District = 'hk', lang: Lang = 'en') =>
  renderWithProviders(
    <SiteProvider value={{ site: fixtureDistrictConfig(district), lang }}>
      <ContactPage {...data} />
    </SiteProvider>,
    { locale: lang },
  );

describe('contact page', () => {
  it('offers the hotline as a big tel: link with its service hours', () => {
    renderContact(fixtureContactData('en'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Contact us');
    const hotline = screen.getByRole('region', { name: 'Customer service hotline' });
    expect(within(hotline).getByRole('link', { name: 'Call (852) 3958 6200' })).toHaveAttribute('href', 'tel:+85239586200');
    expect(hotline).toHaveTextContent('Trading days: 24 hours');
    expect(hotline).toHaveTextContent('Non-trading days: 9:00-18:00');
  });

  it('lists the e-mail addresses and both headquarters', () => {
    renderContact(fixtureContactData('zh-hk'), 'hk', 'zh-hk');
    const emails = screen.getByRole('region', { name: '電郵聯絡' });
    expect(within(emails).getByRole('link', { name: 'media@harbourfrontsec.com' })).toHaveAttribute('href', 'mailto:media@harbourfrontsec.com');
    const headquarters = screen.getByRole('region', { name: '總部' });
    expect(headquarters).toHaveTextContent('香港總部');
    expect(headquarters).toHaveTextContent('深圳客戶服務中心');
  });

  it('shows all five branches with address, phone, both hours lines, map picture and a Google Maps link that opens a new tab', () => {
    renderContact(fixtureContactData('en'));
    const branches = within(screen.getByRole('region', { name: 'Branches' })).getAllByRole('article');
    expect(branches.map((branch) => within(branch).getByRole('heading').textContent)).toEqual([
      'Lok Ma Chau Branch',
      'West Kowloon Branch',
      'Tsim Sha Tsui Branch',
      'Causeway Bay Branch',
      'Tsuen Wan Branch',
    ]);
    const first = branches[0];
    expect(first).toHaveTextContent('Shop 6, G/F, Lok Ma Chau Transport Interchange');
    expect(within(first).getByRole('link', { name: '(852) 3958 6211' })).toHaveAttribute('href', 'tel:+85239586211');
    expect(first).toHaveTextContent('Mon-Sat: 9:00-18:00');
    expect(first).toHaveTextContent('Sun & public holidays: 10:00-18:00');
    expect(within(first).getByRole('img', { name: 'Map showing the location of Lok Ma Chau Branch' })).toBeInTheDocument();
    const map = within(first).getByRole('link', { name: 'View on Google Maps (Lok Ma Chau Branch, opens in a new tab)' });
    expect(map.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\//);
    expect(map).toHaveAttribute('target', '_blank');
    expect(map).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('links branch maps to Amap on the mainland site', () => {
    renderContact(fixtureContactData('zh-cn', 'amap'), 'mainland', 'zh-cn');
    const first = within(screen.getByRole('region', { name: '分行' })).getAllByRole('article')[0];
    expect(within(first).getByRole('link', { name: /^在高德地图查看/ }).getAttribute('href')).toMatch(/^https:\/\/uri\.amap\.com\//);
  });

  it('still shows what it has, with a notice, when the base config and branches could not be loaded', () => {
    renderContact({ ...fixtureContactData('en'), contact: null, branches: [] });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Contact us');
    expect(screen.getByRole('status')).toHaveTextContent('Some contact details could not be loaded');
    expect(screen.queryByRole('link', { name: /^Call/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Complaints' })).toBeInTheDocument();
  });

  it('falls back to a translated title when the information page is missing', () => {
    renderContact({ ...fixtureContactData('zh-cn'), page: null }, 'mainland', 'zh-cn');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('联系我们');
    expect(screen.getByRole('link', { name: '致电 (852) 3958 6200' })).toBeInTheDocument();
  });
});
