import { homePath } from '@brokerage/domain';
import type { Lang } from '@brokerage/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test-utils';
import { fixtureBaseConfig, fixtureDistrictConfig, userWithAccount, userWithoutAccount } from '../fixtures';
import { preloadDeferredParts } from '@brokerage/ui';
import { Header, type HeaderProps } from './header';

// The frame's deferred parts (the header's desktop bar and searches, the footer) render at once
// here, as after a client-side navigation.
beforeAll(preloadDeferredParts);

const props = (overrides: Partial<HeaderProps> = {}): HeaderProps => {
  const config = overrides.config ?? fixtureDistrictConfig('hk');
  const lang: Lang = overrides.lang ?? 'en';
  const base = fixtureBaseConfig(config.district, lang);
  return {
    config,
    lang,
    pathname: `${homePath(config, lang)}/charges`,
    search: '',
    user: null,
    showOpenAccountButton: true,
    showOtherActivity: true,
    brandName: base.brandName,
    logoText: base.logoText,
    onLoginClick: jest.fn(),
    onLogout: jest.fn(),
    ...overrides,
  };
};

const mainNav = () => screen.getAllByRole('navigation', { name: 'Main menu' })[0];
const trigger = (name: string) => within(mainNav()).getByRole('button', { name });
const sideBar = () => screen.getByRole('dialog', { name: 'Site menu' });

describe('Header menus (desktop)', () => {
  it('has the spec 2 menu, extended (decision 016): product pages and AI investment under Trading, fees, courses, news in About', () => {
    renderWithProviders(<Header {...props()} />);
    const nav = mainNav();
    expect(within(nav).getAllByRole('button').map((button) => button.textContent)).toEqual(['Trading', 'Fees', 'Investment Courses', 'About']);
    expect(within(nav).getByRole('link', { name: 'Institutions' })).toHaveAttribute('href', '/en/institution');
    expect(within(nav).getByRole('link', { name: 'Promotions' })).toHaveAttribute('href', '/en/promotion-and-activities');
    expect(within(nav).getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/en/help-centre/faq');
    expect(within(nav).getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/en/download');
    const hrefsIn = (menu: string) =>
      within(document.getElementById(within(nav).getByRole('button', { name: menu }).getAttribute('aria-controls') as string) as HTMLElement)
        .getAllByRole('link', { hidden: true })
        .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefsIn('Investment Courses')).toEqual([
      ['Special columns', '/en/special-list'],
      ['Media coverage', '/en/media-list'],
      ['Events and exhibitions', '/en/events-and-exhibition'],
      ['Talks', '/en/chair'],
      ['News flash', '/en/news-flash-list'],
      ['Blog', '/en/blog'],
      ['Investor library', '/en/book'],
    ]);
    expect(hrefsIn('About')).toEqual([
      ['Company profile', '/en/about-us/company-profile'],
      ['News', '/en/news-list'],
      ['Media centre', '/en/about-us/media-centre'],
      ['Contact us', '/en/about-us/contact-us'],
      ['Important notice', '/en/about-us/important-notice'],
    ]);

    const trading = within(nav).getByRole('button', { name: 'Trading' });
    const productLinks = within(document.getElementById(trading.getAttribute('aria-controls') as string) as HTMLElement).getAllByRole('link', { hidden: true });
    // The overview, the eleven product pages and AI investment.
    expect(productLinks).toHaveLength(13);
    expect(productLinks[1]).toHaveAttribute('href', '/en/products/financial-investment/hk-stocks');
    expect(productLinks[11]).toHaveAttribute('href', '/en/products/financial-investment/funds');
    expect(productLinks[12]).toHaveAttribute('href', '/en/products/ai-investment');
  });

  it('marks Help on every help-centre page, though it links to the FAQ', () => {
    renderWithProviders(<Header {...props({ pathname: '/en/help-centre/3/detail/12' })} />);
    const nav = screen.getByRole('navigation', { name: /main/i });
    const help = within(nav).getByRole('link', { name: 'Help' });
    expect(help).toHaveAttribute('href', '/en/help-centre/faq');
    expect(getComputedStyle(help).borderBottomColor).not.toBe(getComputedStyle(within(nav).getByRole('link', { name: 'Institutions' })).borderBottomColor);
  });

  it('opens a menu on hover and closes it when the pointer leaves', async () => {
    const { user } = renderWithProviders(<Header {...props()} />);
    const fees = trigger('Fees');
    expect(fees).toHaveAttribute('aria-expanded', 'false');
    await user.hover(fees);
    expect(fees).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Fees and charges' })).toHaveAttribute('href', '/en/charges');
    expect(screen.getByRole('link', { name: 'Fees and charges' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Quote services' })).toHaveAttribute('href', '/en/market');
    await user.unhover(fees);
    expect(fees).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Fees and charges' })).not.toBeInTheDocument();
  });

  it('keeps a hovered menu open when it is then clicked (touch screens send both)', async () => {
    const { user } = renderWithProviders(<Header {...props()} />);
    const about = trigger('About');
    await user.hover(about);
    await user.click(about);
    expect(about).toHaveAttribute('aria-expanded', 'true');
    await user.click(about);
    expect(about).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens with Enter and Space, closes with Escape and returns focus to the button', async () => {
    const { user } = renderWithProviders(<Header {...props()} />);
    const courses = trigger('Investment Courses');
    courses.focus();
    await user.keyboard('{Enter}');
    expect(courses).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Special columns' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(courses).toHaveAttribute('aria-expanded', 'false');
    expect(courses).toHaveFocus();

    await user.keyboard(' ');
    expect(courses).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(courses).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps only one menu open and closes when focus leaves it', async () => {
    const { user } = renderWithProviders(<Header {...props()} />);
    trigger('About').focus();
    await user.keyboard('{Enter}');
    await user.hover(trigger('Fees'));
    expect(trigger('Fees')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('About')).toHaveAttribute('aria-expanded', 'false');
    await user.unhover(trigger('Fees'));

    trigger('About').focus();
    await user.keyboard('{Enter}');
    for (let step = 0; step < 6; step += 1) await user.tab();
    // Focus has moved past the five About links to the next control: the menu closes.
    expect(trigger('About')).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes an open menu on a press outside the header', async () => {
    const { user } = renderWithProviders(
      <>
        <Header {...props()} />
        <p>Page content</p>
      </>,
    );
    await user.click(trigger('Trading'));
    expect(trigger('Trading')).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('Page content'));
    expect(trigger('Trading')).toHaveAttribute('aria-expanded', 'false');
  });

  it('hides Promotions when there are no other activities', () => {
    renderWithProviders(<Header {...props({ showOtherActivity: false })} />);
    expect(within(mainNav()).queryByRole('link', { name: 'Promotions' })).not.toBeInTheDocument();
  });

  it('uses the district menu: no A-shares on the mainland site, and mainland paths', async () => {
    const config = fixtureDistrictConfig('mainland');
    const { user } = renderWithProviders(<Header {...props({ config, lang: 'zh-cn', pathname: '/mainland/zh-cn' })} />, { locale: 'zh-cn' });
    const nav = screen.getAllByRole('navigation', { name: '主菜单' })[0];
    await user.click(within(nav).getByRole('button', { name: '交易' }));
    expect(screen.getByRole('link', { name: '港股' })).toHaveAttribute('href', '/mainland/zh-cn/products/financial-investment/hk-stocks');
    expect(screen.queryByRole('link', { name: 'A股' })).not.toBeInTheDocument();
  });
});

describe('Header right side', () => {
  it('switches language on the same page, keeping the query string', async () => {
    const { user } = renderWithProviders(<Header {...props({ pathname: '/en/news-list/3', search: '?ICode=AB12' })} />);
    const language = screen.getByRole('button', { name: 'Language: English' });
    await user.click(language);
    expect(screen.getByRole('link', { name: '繁體中文' })).toHaveAttribute('href', '/zh-hk/news-list/3?ICode=AB12');
    expect(screen.getByRole('link', { name: '简体中文' })).toHaveAttribute('href', '/zh-cn/news-list/3?ICode=AB12');
    expect(screen.getByRole('link', { name: '简体中文' })).toHaveAttribute('hreflang', 'zh-CN');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  });

  it('lists the group sites, carrying the page over to our other district site', async () => {
    const { user, unmount } = renderWithProviders(<Header {...props()} />);
    await user.click(screen.getByRole('button', { name: 'Group sites: Hong Kong' }));
    const list = screen.getByRole('list', { name: 'Group sites' });
    expect(within(list).getAllByRole('link').map((link) => link.textContent)).toEqual(['Hong Kong', 'Mainland China', 'Singapore', 'Group', 'Global']);
    expect(within(list).getByRole('link', { name: 'Hong Kong' })).toHaveAttribute('aria-current', 'true');
    unmount();

    // Both ways: the Hong Kong site offers the same page on the mainland site, in the same language,
    const fees = renderWithProviders(<Header {...props({ pathname: '/en/charges/2', search: '?tab=us' })} />);
    await fees.user.click(screen.getByRole('button', { name: 'Group sites: Hong Kong' }));
    expect(screen.getByRole('link', { name: 'Mainland China' })).toHaveAttribute('href', '/mainland/en/charges/2?tab=us');
    fees.unmount();
    // and the mainland home from a page only the Hong Kong site has (the personal centre).
    const personalCentre = renderWithProviders(<Header {...props({ pathname: '/en/sta-login/goods' })} />);
    await personalCentre.user.click(screen.getByRole('button', { name: 'Group sites: Hong Kong' }));
    expect(screen.getByRole('link', { name: 'Mainland China' })).toHaveAttribute('href', '/mainland/en');
    personalCentre.unmount();

    const mainland = fixtureDistrictConfig('mainland');
    const next = renderWithProviders(<Header {...props({ config: mainland, lang: 'en', pathname: '/mainland/en/charges', search: '?tab=us' })} />);
    await next.user.click(screen.getByRole('button', { name: 'Group sites: Mainland China' }));
    expect(screen.getByRole('link', { name: 'Hong Kong' })).toHaveAttribute('href', '/en/charges?tab=us');
  });

  it('offers login/register and open account to visitors', async () => {
    const onLoginClick = jest.fn();
    const { user } = renderWithProviders(<Header {...props({ onLoginClick })} />);
    await user.click(screen.getByRole('button', { name: 'Log in / Register' }));
    expect(onLoginClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Open Account' })).toHaveAttribute('href', '/en/account-guide');
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });

  it('leaves out the open-account button when the rule says so', () => {
    renderWithProviders(<Header {...props({ showOpenAccountButton: false })} />);
    expect(screen.queryByRole('link', { name: 'Open Account' })).not.toBeInTheDocument();
  });

  it('gives logged-in users a 34 px avatar menu with Personal Centre (HK) and Logout', async () => {
    const onLogout = jest.fn();
    const { user } = renderWithProviders(<Header {...props({ user: userWithoutAccount, onLogout })} />);
    expect(screen.queryByRole('button', { name: 'Log in / Register' })).not.toBeInTheDocument();
    const account = screen.getByRole('button', { name: 'Account menu: Chan Tai Man' });
    expect(account.querySelector('span[aria-hidden="true"]')).toHaveStyle({ width: '34px', height: '34px' });
    await user.click(account);
    expect(screen.getByRole('menuitem', { name: 'Personal Centre' })).toHaveAttribute('href', '/en/sta-login');
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(account).toHaveAttribute('aria-expanded', 'false');
  });

  it('has no Personal Centre on the mainland site', async () => {
    const config = fixtureDistrictConfig('mainland');
    const { user } = renderWithProviders(<Header {...props({ config, lang: 'en', pathname: '/mainland/en', user: userWithAccount })} />);
    await user.click(screen.getByRole('button', { name: 'Account menu: 李嘉欣' }));
    expect(screen.queryByRole('menuitem', { name: 'Personal Centre' })).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
  });

  it('translates the chrome', () => {
    renderWithProviders(<Header {...props({ lang: 'zh-hk', pathname: '/zh-hk' })} />, { locale: 'zh-hk' });
    expect(screen.getByRole('button', { name: '登入 / 註冊' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '立即開戶' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '打開選單' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^港灣證券首頁$/ })).toHaveAttribute('href', '/zh-hk');
  });
});

describe('Header side bar (mobile)', () => {
  afterEach(() => {
    document.body.style.overflow = '';
  });

  it('opens from the menu button, locks page scroll, and unlocks on close', async () => {
    const { user } = renderWithProviders(<Header {...props()} />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(button);
    expect(sideBar()).toHaveAttribute('aria-modal', 'true');
    expect(document.body.style.overflow).toBe('hidden');
    expect(within(sideBar()).getByRole('button', { name: 'Close menu' })).toHaveFocus();

    await user.click(within(sideBar()).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(button).toHaveFocus();
  });

  it('expands menus by click and shows the current section expanded', async () => {
    const { user } = renderWithProviders(<Header {...props({ defaultSideBarOpen: true })} />);
    const panel = sideBar();
    const fees = within(panel).getByRole('button', { name: 'Fees' });
    expect(fees).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByRole('link', { name: 'Fees and charges' })).toHaveAttribute('aria-current', 'page');

    const trading = within(panel).getByRole('button', { name: 'Trading' });
    await user.click(trading);
    expect(trading).toHaveAttribute('aria-expanded', 'true');
    expect(fees).toHaveAttribute('aria-expanded', 'false');
    expect(within(panel).getByRole('link', { name: 'Bonds' })).toHaveAttribute('href', '/en/products/financial-investment/bonds');
    await user.click(trading);
    expect(within(panel).queryByRole('link', { name: 'Bonds' })).not.toBeInTheDocument();
  });

  it('closes when the route changes', () => {
    const { rerender } = renderWithProviders(<Header {...props({ defaultSideBarOpen: true })} />);
    expect(sideBar()).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
    rerender(<Header {...props({ pathname: '/en/market' })} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('stays open on a re-render for the same route', () => {
    const { rerender } = renderWithProviders(<Header {...props({ defaultSideBarOpen: true })} />);
    rerender(<Header {...props({ showOpenAccountButton: false })} />);
    expect(sideBar()).toBeInTheDocument();
  });

  it('closes on Escape and on the backdrop', async () => {
    const { user } = renderWithProviders(<Header {...props()} />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    fireEvent.click(sideBar().previousElementSibling as Element);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps keyboard focus inside while open', async () => {
    const { user } = renderWithProviders(<Header {...props()} />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const panel = sideBar();
    for (let i = 0; i < 40; i += 1) {
      await user.tab();
      expect(panel.contains(document.activeElement)).toBe(true);
    }
  });

  it('holds the account actions, languages and group sites', async () => {
    const onLoginClick = jest.fn();
    const { user } = renderWithProviders(<Header {...props({ defaultSideBarOpen: true, onLoginClick, pathname: '/en/market', search: '?a=1' })} />);
    const panel = sideBar();
    expect(within(panel).getByRole('link', { name: 'Open Account' })).toHaveAttribute('href', '/en/account-guide');
    expect(within(panel).getByRole('link', { name: '繁體中文' })).toHaveAttribute('href', '/zh-hk/market?a=1');
    expect(within(panel).getByRole('link', { name: 'Singapore' })).toHaveAttribute('href', 'https://sg.harbourfrontsec.com/en');
    await user.click(within(panel).getByRole('button', { name: 'Log in / Register' }));
    expect(onLoginClick).toHaveBeenCalledTimes(1);
    // The side bar makes way for the login dialog.
    expect(screen.queryByRole('dialog', { name: 'Site menu' })).not.toBeInTheDocument();
  });

  it('shows the logged-in user with logout', async () => {
    const onLogout = jest.fn();
    const { user } = renderWithProviders(<Header {...props({ defaultSideBarOpen: true, user: userWithAccount, showOpenAccountButton: false, onLogout })} />);
    const panel = sideBar();
    expect(within(panel).getByText('Hi, 李嘉欣')).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: 'Open Account' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Personal Centre' })).toHaveAttribute('href', '/en/sta-login');
    await user.click(within(panel).getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('closes when the window grows to the desktop layout', () => {
    const listeners = new Set<() => void>();
    const query = { matches: false, addEventListener: (_: string, listener: () => void) => listeners.add(listener), removeEventListener: (_: string, listener: () => void) => listeners.delete(listener) };
    window.matchMedia = jest.fn().mockReturnValue(query);
    try {
      renderWithProviders(<Header {...props({ defaultSideBarOpen: true })} />);
      expect(window.matchMedia).toHaveBeenCalledWith('(min-width: 1024px)');
      expect(sideBar()).toBeInTheDocument();
      query.matches = true;
      act(() => listeners.forEach((listener) => listener()));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      delete (window as Partial<Window>).matchMedia;
    }
  });
});

/** The declarations styled-components wrote for an element (its own classes), with the media query around each. */
const stylesOf = (element: Element) => {
  const classes = [...element.classList].map((name) => `.${name}`);
  const found: { media: string | null; style: CSSStyleDeclaration }[] = [];
  const walk = (rules: CSSRuleList, media: string | null) => {
    for (const rule of [...rules]) {
      if (rule instanceof CSSMediaRule) walk(rule.cssRules, rule.media.mediaText);
      else if (rule instanceof CSSStyleRule && classes.some((name) => rule.selectorText.split(',').some((selector) => selector.trim() === name))) found.push({ media, style: rule.style });
    }
  };
  for (const sheet of [...document.styleSheets]) walk(sheet.cssRules, null);
  return found;
};

describe('Header fit (issue 9)', () => {
  it('never lets a crowded menu squeeze its entries or their arrows', () => {
    renderWithProviders(<Header {...props()} />);
    const nav = mainNav();
    const entries = within(nav).getAllByRole('listitem').filter((item) => item.parentElement?.parentElement === nav);
    expect(entries).toHaveLength(8);
    for (const trigger of within(nav).getAllByRole('button')) {
      const arrow = trigger.querySelector('span[aria-hidden="true"]') as Element;
      expect(stylesOf(arrow).some(({ media, style }) => media === null && style.getPropertyValue('flex') === 'none')).toBe(true);
    }
    // The entries themselves do not shrink either (the list's `> li` rule).
    const list = nav.querySelector('ul') as Element;
    const entryRules = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule)
      .filter((rule) => [...list.classList].some((name) => rule.selectorText.replace(/\s/g, '') === `.${name}>li`));
    expect(entryRules.some((rule) => rule.style.getPropertyValue('flex') === 'none')).toBe(true);
  });

  it('shows the whole licence line beside the logo on phones instead of cutting it off', () => {
    renderWithProviders(<Header {...props({ logoText: 'SFC licensed · CE No. BHF293' })} />);
    const tagline = screen.getAllByText('SFC licensed · CE No. BHF293').find((element) => element.closest('a')) as Element;
    const mobile = stylesOf(tagline).filter(({ media }) => media?.includes('max-width: 1023.98px'));
    expect(mobile.length).toBeGreaterThan(0);
    expect(mobile.some(({ style }) => style.getPropertyValue('max-width') === 'none' && style.getPropertyValue('white-space') === 'normal')).toBe(true);
  });
});
