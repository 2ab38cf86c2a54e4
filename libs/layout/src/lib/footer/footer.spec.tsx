import type { District, Lang } from '@brokerage/contracts';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test-utils';
import { fixtureBaseConfig, fixtureDistrictConfig } from '../fixtures';
import { downloadTarget } from './download-banner';
import { Footer, type FooterProps } from './footer';

const props = (district: District = 'hk', lang: Lang = 'en', overrides: Partial<FooterProps> = {}): FooterProps => ({
  config: fixtureDistrictConfig(district),
  lang,
  content: fixtureBaseConfig(district, lang),
  loggedIn: false,
  showOpenAccountButton: true,
  onRegisterClick: jest.fn(),
  ...overrides,
});

describe('Footer', () => {
  it('links the service, about and agreement groups and the branches inside the site', () => {
    renderWithProviders(<Footer {...props()} />);
    const nav = screen.getByRole('navigation', { name: 'Site links' });
    expect(within(nav).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Services', 'About us', 'Legal', 'Branches']);
    expect(within(nav).getByRole('link', { name: 'Fees' })).toHaveAttribute('href', '/en/charges');
    expect(within(nav).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/en/privacy');
  });

  it('shows the hotline as a tel: link, service hours and both headquarters', () => {
    renderWithProviders(<Footer {...props()} />);
    expect(screen.getByRole('link', { name: '(852) 3958 6200' })).toHaveAttribute('href', 'tel:+85239586200');
    expect(screen.getByText('Trading days: 24 hours')).toBeInTheDocument();
    expect(screen.getByText('Non-trading days: 9:00-18:00')).toBeInTheDocument();
    const headquarters = screen.getByRole('region', { name: 'Headquarters' });
    expect(within(headquarters).getByText('Hong Kong Headquarters')).toBeInTheDocument();
    expect(within(headquarters).getByText('Shenzhen Client Service Centre')).toBeInTheDocument();
  });

  it('names the five branches, each linking to its address, hours and map on the contact page', () => {
    renderWithProviders(<Footer {...props()} />);
    const nav = screen.getByRole('navigation', { name: 'Site links' });
    const branches = within(nav).getByRole('heading', { name: 'Branches' }).closest('details') as HTMLElement;
    const links = within(branches).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Lok Ma Chau Branch', 'West Kowloon Branch', 'Tsim Sha Tsui Branch', 'Causeway Bay Branch', 'Tsuen Wan Branch']);
    expect(links[2]).toHaveAttribute('href', '/en/about-us/contact-us#branch-c');
    expect(within(branches).queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('shows its blocks open on a desktop render and folds all but the contact column into accordion rows on a phone render', async () => {
    const { unmount } = renderWithProviders(<Footer {...props()} />);
    for (const group of screen.getByRole('navigation', { name: 'Site links' }).querySelectorAll('details')) expect(group).toHaveAttribute('open');
    unmount();

    const { user, container } = renderWithProviders(<Footer {...props('hk', 'en', { foldLinkGroups: true })} />);
    const nav = screen.getByRole('navigation', { name: 'Site links' });
    const groups = [...nav.querySelectorAll('details')];
    expect(groups.map((group) => group.hasAttribute('open'))).toEqual([false, false, false, false]);
    // Headquarters and the licence notice fold too; the hotline stays in view.
    expect(container.querySelectorAll('details:not([open])')).toHaveLength(6);
    expect(screen.getByRole('link', { name: '(852) 3958 6200' })).toBeVisible();
    await user.click(within(nav).getByRole('heading', { name: 'Services' }));
    expect(groups[0]).toHaveAttribute('open');
    expect(within(groups[0]).getByRole('link', { name: 'Fees' })).toHaveAttribute('href', '/en/charges');
  });

  it('names every social link', () => {
    renderWithProviders(<Footer {...props()} />);
    const social = screen.getByRole('region', { name: 'Follow us' });
    const names = within(social).getAllByRole('link').map((link) => link.getAttribute('aria-label'));
    expect(names).toEqual(['Facebook', 'Instagram', 'Telegram', 'TikTok', 'WhatsApp', 'X', 'YouTube'].map((network) => `${network} (opens in a new window)`));
    expect(within(social).getByRole('link', { name: 'YouTube (opens in a new window)' })).toHaveAttribute('target', '_blank');
  });

  it('shows the licence and risk notice with licence types 1, 4, 6 and 9 on the HK site only', () => {
    const { unmount } = renderWithProviders(<Footer {...props('hk', 'zh-hk')} />, { locale: 'zh-hk' });
    const notice = screen.getByRole('region', { name: '牌照及風險披露' });
    const licences = within(within(notice).getByRole('list', { name: '受規管活動' })).getAllByRole('listitem');
    expect(licences.map((item) => item.textContent)).toEqual(['第1類：證券交易', '第4類：就證券提供意見', '第6類：就機構融資提供意見', '第9類：提供資產管理']);
    expect(notice).toHaveTextContent('證監會中央編號 BHF293');
    expect(within(notice).getByRole('heading', { name: '風險披露' })).toBeInTheDocument();
    unmount();

    renderWithProviders(<Footer {...props('mainland', 'en')} />);
    expect(screen.queryByRole('region', { name: 'Licences and risk disclosure' })).not.toBeInTheDocument();
  });

  it('repeats the track record in one line, with the licence linked to the SFC public register', () => {
    renderWithProviders(<Footer {...props('hk', 'en')} />);
    const items = within(screen.getByRole('list', { name: 'Our track record' })).getAllByRole('listitem');
    expect(items.slice(0, 3).map((item) => item.textContent)).toEqual(['241,000 Funded accounts (end of 2025)', 'HK$30.4 billion Client assets (end of 2025)', 'Since 2012 Licensed by the SFC']);
    const register = within(items[3]).getByRole('link', { name: /^SFC licensed corporation, CE No\. BHF293: check us on the SFC public register .*\(opens in a new window\)$/ });
    expect(register).toHaveAttribute('href', 'https://apps.sfc.hk/publicregWeb/corp/BHF293/details');
    expect(register).toHaveAttribute('target', '_blank');
  });

  it('points to the contact page for e-mail addresses, branch hours and maps', () => {
    renderWithProviders(<Footer {...props('hk', 'zh-hk')} />, { locale: 'zh-hk' });
    const contact = screen.getByRole('region', { name: '聯絡我們' });
    expect(within(contact).getByRole('link', { name: /電郵、分行及地圖/ })).toHaveAttribute('href', '/zh-hk/about-us/contact-us');
    expect(within(contact).queryByText(/@harbourfrontsec\.com/)).toBeNull();
  });

  it('never shows the notice when the district config says no, even if content has one', () => {
    renderWithProviders(<Footer {...props('mainland', 'en', { content: fixtureBaseConfig('hk', 'en') })} />);
    expect(screen.queryByText(/Type 1: Dealing in securities/)).not.toBeInTheDocument();
  });

  it('offers business collaboration by e-mail, open account and register to visitors', async () => {
    const onRegisterClick = jest.fn();
    const { user } = renderWithProviders(<Footer {...props('hk', 'en', { onRegisterClick })} />);
    expect(screen.getByRole('link', { name: 'Contact business development' })).toHaveAttribute('href', 'mailto:bd@harbourfrontsec.com');
    expect(screen.getByRole('link', { name: 'Open Account' })).toHaveAttribute('href', '/en/account-guide');
    await user.click(screen.getByRole('button', { name: 'Register now' }));
    expect(onRegisterClick).toHaveBeenCalledTimes(1);
  });

  it('shows a logged-in visitor no marketing buttons at all', () => {
    renderWithProviders(<Footer {...props('hk', 'en', { loggedIn: true, showOpenAccountButton: true })} />);
    expect(screen.queryByRole('button', { name: 'Register now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open Account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Contact business development' })).not.toBeInTheDocument();
  });

  it('shows the ICP filing, linked to the register, on the mainland site only', () => {
    const { unmount } = renderWithProviders(<Footer {...props('mainland', 'zh-cn')} />, { locale: 'zh-cn' });
    const filing = screen.getByRole('link', { name: /^粤ICP备\d+号/ });
    expect(filing).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
    expect(filing).toHaveAttribute('target', '_blank');
    expect(filing).toHaveAccessibleName(/（在新窗口打开）$/);
    unmount();

    renderWithProviders(<Footer {...props('hk', 'en')} />);
    expect(screen.queryByRole('link', { name: /ICP/ })).not.toBeInTheDocument();
  });

  it('shows WeChat (QR code on request) and Weibo on the mainland site instead of the networks blocked there', async () => {
    const { user } = renderWithProviders(<Footer {...props('mainland', 'zh-cn')} />, { locale: 'zh-cn' });
    const social = screen.getByRole('region', { name: '关注我们' });
    const items = within(social).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(social).queryByRole('link', { name: /Facebook|Instagram|Telegram|TikTok|WhatsApp|YouTube|^X/ })).not.toBeInTheDocument();
    expect(within(items[1]).getByRole('link', { name: '微博（在新窗口打开）' })).toHaveAttribute('href', 'https://weibo.com/harbourfrontsec');

    const wechat = within(items[0]).getByRole('button', { name: '微信二维码' });
    expect(wechat).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('img', { name: '我们的微信公众号二维码' })).not.toBeInTheDocument();
    await user.click(wechat);
    expect(wechat).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('img', { name: '我们的微信公众号二维码' })).toHaveAttribute('src', '/images/social/wechat-qr.svg');
    expect(screen.getByText('用微信扫一扫，关注公众号')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(wechat).toHaveAttribute('aria-expanded', 'false');
    expect(wechat).toHaveFocus();
  });

  it('keeps WeChat and Weibo off the HK site', () => {
    renderWithProviders(<Footer {...props('hk', 'en')} />);
    const social = screen.getByRole('region', { name: 'Follow us' });
    expect(within(social).queryByRole('button')).not.toBeInTheDocument();
    expect(within(social).queryByRole('link', { name: /Weibo/ })).not.toBeInTheDocument();
  });

  it('still renders after a failed base fetch (empty base, spec 8)', () => {
    renderWithProviders(<Footer {...props('hk', 'en', { content: {} })} />);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register now' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Branches' })).not.toBeInTheDocument();
  });
});

describe('downloadTarget', () => {
  const content = fixtureBaseConfig('hk', 'en').appDownload;
  const none = { isIos: false, isAndroid: false, isHuawei: false };

  it('sends phones to their store and desktops to the download page', () => {
    expect(downloadTarget({ content, flags: { ...none, isIos: true }, downloadPageHref: '/en/download' })).toBe(content.ios);
    expect(downloadTarget({ content, flags: { ...none, isAndroid: true }, downloadPageHref: '/en/download' })).toBe(content.android);
    expect(downloadTarget({ content, flags: { ...none, isAndroid: true, isHuawei: true }, downloadPageHref: '/en/download' })).toBe(content.apk);
    expect(downloadTarget({ content, flags: none, downloadPageHref: '/en/download' })).toBe('/en/download');
  });

  it('falls back to the download page when a store link is missing', () => {
    expect(downloadTarget({ content: { ...content, ios: '' }, flags: { ...none, isIos: true }, downloadPageHref: '/en/download' })).toBe('/en/download');
  });
});
