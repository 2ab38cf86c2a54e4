/**
 * @jest-environment jsdom
 */
import { screen, within } from '@testing-library/react';
import type { District, Lang } from '@brokerage/domain';
import { fixtureDistrictConfig, renderWithProviders } from '@brokerage/layout/testing';
import { SiteProvider } from '@brokerage/site-core/testing';
import { fixtureAppDownload, fixtureHomeData, fixtureTrust } from './home-fixtures';
import { HomePage, type HomePageProps } from './home-page';

const renderHome = (district: District, lang: Lang, props: Partial<HomePageProps> = {}) =>
  renderWithProviders(
    <SiteProvider value={{ site: fixtureDistrictConfig(district), lang }}>
      <HomePage {...fixtureHomeData(district, lang)} appDownload={fixtureAppDownload(lang)} trust={fixtureTrust(district, lang)} {...props} />
    </SiteProvider>,
    { locale: lang },
  );

const section = (testId: string) => screen.getByTestId(testId);
const linkIn = (testId: string, name: string | RegExp) => within(section(testId)).getByRole('link', { name });

describe('home page', () => {
  it.each([
    ['hk', 'en', 'Hong Kong, US and A-share markets in one account'],
    ['hk', 'zh-hk', '一個帳戶，投資港股、美股及A股'],
    ['mainland', 'zh-cn', '持牌香港券商，畅享港股及美股投资'],
    ['mainland', 'en', 'Hong Kong and US stocks with a licensed Hong Kong broker'],
  ] as const)('gives the %s site its own heading in %s, as the only <h1>', (district, lang, heading) => {
    renderHome(district, lang, { intro: 'Licensed by the SFC.' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByTestId('home-intro')).toHaveTextContent('Licensed by the SFC.');
  });

  it('shows the app in the hero: its quote page in front of the portfolio, each one named picture', async () => {
    renderHome('hk', 'zh-hk');
    // The phones are a deferred part: they come in a moment after the first render.
    await within(section('home-hero')).findByText('S0001.HK', {}, { timeout: 5000 });
    const phones = within(section('home-hero')).getAllByRole('img');
    expect(phones.map((phone) => phone.getAttribute('aria-label'))).toEqual(['App 持倉頁：示例持股的市值及盈虧', 'App 報價頁：示例股票的股價、分時走勢及買賣盤']);
    expect(within(phones[1]).getByText('S0001.HK')).toBeInTheDocument();
  });

  it('leaves the introduction out when the content API could not give it', () => {
    renderHome('hk', 'en', { intro: null });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByTestId('home-intro')).toBeNull();
  });

  it('leads with opening an account on the HK site and with registering on the mainland site', () => {
    renderHome('hk', 'en');
    const hkLinks = within(section('home-hero')).getAllByRole('link');
    expect(hkLinks.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Open an account', '/en/account-guide'],
      ['Register now', '/en/sta-regform'],
    ]);
    expect(within(section('home-hero')).getByRole('list', { name: 'Why investors choose us' })).toHaveTextContent('Three markets, one app');
  });

  it('puts registering first on the mainland site, in its own path and language', () => {
    renderHome('mainland', 'zh-cn');
    const links = within(section('home-hero')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['立即注册', '/mainland/zh-cn/sta-regform'],
      ['立即开户', '/mainland/zh-cn/account-guide'],
    ]);
  });

  it('does not ask a logged-in client with an account to register or open one, and offers the products instead', () => {
    renderHome('hk', 'en', { loggedIn: true, showOpenAccount: false });
    const links = within(section('home-hero')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([['Explore our products', '/en/products/financial-investment']]);
  });

  it('highlights HK, US, A-shares, funds, bonds and options, each linking to its product page', () => {
    renderHome('hk', 'en');
    const cards = within(section('home-products')).getAllByRole('heading', { level: 3 });
    expect(cards.map((card) => card.textContent)).toEqual(['Hong Kong stocks', 'US stocks', 'A-shares via Stock Connect', 'Funds', 'Bonds', 'US stock options']);
    expect(linkIn('home-products', /^Hong Kong stocks/)).toHaveAttribute('href', '/en/products/financial-investment/hk-stocks');
    expect(linkIn('home-products', /^US stock options/)).toHaveAttribute('href', '/en/products/financial-investment/us-share-option');
    expect(linkIn('home-products', 'All products')).toHaveAttribute('href', '/en/products/financial-investment');
  });

  it('shows the fee plans, the default one first and marked, with links to the fees and the calculator', () => {
    renderHome('hk', 'zh-hk', { plans: [...fixtureHomeData('hk', 'zh-hk').plans].reverse() });
    const plans = within(section('home-fees')).getAllByRole('heading', { level: 3 });
    expect(plans.map((plan) => plan.textContent)).toEqual(['標準套餐', '一口價套餐', '活躍交易套餐']);
    expect(within(section('home-fees')).getByText('最受歡迎')).toBeInTheDocument();
    expect(linkIn('home-fees', '收費計算機')).toHaveAttribute('href', '/zh-hk/charges#calculator');
    expect(linkIn('home-fees', '查看全部收費')).toHaveAttribute('href', '/zh-hk/charges');
  });

  it('shows each promotion with its period in the language date format and a shortened summary', () => {
    renderHome('hk', 'en');
    const card = linkIn('home-promotions', /^New clients: 180 days/);
    expect(card).toHaveAttribute('href', '/en/promotion-and-activities/detail/101');
    expect(card).toHaveTextContent('01 Sep 2026–31 Dec 2026');
    expect(card).toHaveTextContent(/within 30 days to trade Hong Kong and US stocks commission-free for…$/);
    expect(linkIn('home-promotions', 'All promotions')).toHaveAttribute('href', '/en/promotion-and-activities');
  });

  it('writes dates as YYYY年M月D日 in Chinese and opens a campaign page when the promotion has one', () => {
    const [first, ...rest] = fixtureHomeData('hk', 'zh-hk').promotions;
    renderHome('hk', 'zh-hk', { promotions: [{ ...first, linkUrl: '/sta-regform' }, ...rest] });
    const card = linkIn('home-promotions', /^新客戶專享/);
    expect(card).toHaveAttribute('href', '/zh-hk/sta-regform');
    expect(card).toHaveTextContent('2026年9月1日–2026年12月31日');
  });

  it('leaves promotions out when there are none (or the activity list failed)', () => {
    renderHome('hk', 'en', { promotions: [] });
    expect(screen.queryByTestId('home-promotions')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Current promotions' })).toBeNull();
  });

  it('lists the latest news and the upcoming talks and events, each linking to its own detail page', () => {
    renderHome('hk', 'en');
    expect(linkIn('home-news', /^Hong Kong stock options now available/)).toHaveAttribute('href', '/en/news-detail/426');
    expect(linkIn('home-news', /^Hong Kong stock options now available/)).toHaveTextContent('12 Nov 2026');
    expect(linkIn('home-news', 'All news')).toHaveAttribute('href', '/en/news-list');
    const talk = linkIn('home-events', /^Reading company guidance/);
    expect(talk).toHaveAttribute('href', '/en/chair/detail/301');
    expect(talk).toHaveTextContent('Investor talk');
    expect(talk).toHaveTextContent('Online');
    expect(linkIn('home-events', /^2027 Market Outlook Forum/)).toHaveAttribute('href', '/en/events-and-exhibition/detail/209');
    expect(linkIn('home-events', 'All events')).toHaveAttribute('href', '/en/events-and-exhibition');
  });

  it('keeps the news when there are no upcoming events, and leaves the section out when both are empty', () => {
    const { unmount } = renderHome('hk', 'en', { events: [] });
    expect(screen.getByTestId('home-news')).toBeInTheDocument();
    expect(screen.queryByTestId('home-events')).toBeNull();
    unmount();
    renderHome('hk', 'en', { events: [], news: [] });
    expect(screen.queryByTestId('home-news-events')).toBeNull();
  });

  it('offers the app from the App Store, Google Play and as an APK, with the QR code', () => {
    renderHome('hk', 'en');
    const app = within(section('home-app'));
    expect(app.getByRole('heading', { level: 2 })).toHaveTextContent('Download the Harbourfront app');
    expect(app.getByRole('link', { name: /App Store/ })).toHaveAttribute('href', fixtureAppDownload('en').ios);
    expect(app.getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', fixtureAppDownload('en').android);
    expect(app.getByRole('link', { name: /Android APK/ })).toHaveAttribute('href', fixtureAppDownload('en').apk);
    expect(app.getByRole('img', { name: 'QR code to download the app' })).toHaveAttribute('src', '/images/download/app-qr.svg');
  });

  it('offers no Google Play on the mainland site, where it cannot be reached (as the download page)', () => {
    renderHome('mainland', 'en');
    const app = within(section('home-app'));
    expect(app.getByRole('link', { name: /App Store/ })).toBeInTheDocument();
    expect(app.getByRole('link', { name: /Android APK/ })).toBeInTheDocument();
    expect(app.queryByRole('link', { name: /Google Play/ })).toBeNull();
  });

  it('shows the figures, the SFC licence linked to its public-register entry and the protections right under the hero', () => {
    const { unmount } = renderHome('hk', 'zh-hk');
    const band = screen.getByRole('region', { name: '我們的牌照及往績' });
    expect(screen.getByTestId('home-trust')).toBe(band);
    expect(within(band).getAllByRole('listitem').map((item) => item.textContent)).toEqual(expect.arrayContaining(['241,000入金帳戶（2025年底）', '港幣304億元客戶資產（2025年底）']));
    const register = within(band).getByRole('link', { name: /證監會持牌法團（中央編號 BHF293）/ });
    expect(register).toHaveAttribute('href', 'https://apps.sfc.hk/publicregWeb/corp/BHF293/details');
    expect(register).toHaveAttribute('target', '_blank');
    expect(band).toHaveTextContent('投資者賠償基金');
    // The hero comes first, then the proof, then the products.
    expect(band.compareDocumentPosition(section('home-products')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The licence and risk notice is the footer's: the page does not repeat it.
    expect(screen.queryByText(/風險披露/)).toBeNull();
    unmount();

    renderHome('mainland', 'zh-cn');
    const mainland = screen.getByRole('region', { name: '我们的牌照及往绩' });
    expect(within(mainland).getByText('241,000')).toBeInTheDocument();
    expect(within(mainland).queryByRole('link')).toBeNull();
  });

  it('still renders the hero when every optional section is missing', () => {
    renderHome('hk', 'en', { products: [], plans: [], promotions: [], news: [], events: [], appDownload: null, trust: null });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading')).toHaveLength(1);
  });
});
