import { MAIN_MENU, menuMessages } from './menu';

const linksOf = (id: string) => MAIN_MENU.find((item) => item.id === id)?.children?.map((child) => child.path) ?? [];

describe('header menu', () => {
  it('keeps the menu of spec 2 in its order', () => {
    expect(MAIN_MENU.map((item) => item.id)).toEqual(['trading', 'institutions', 'fees', 'promotions', 'help', 'courses', 'download', 'about']);
    expect(linksOf('fees')).toEqual(['/charges', '/market']);
    expect(linksOf('courses').slice(0, 3)).toEqual(['/special-list', '/media-list', '/events-and-exhibition']);
    expect(linksOf('about')).toEqual(expect.arrayContaining(['/about-us/company-profile', '/about-us/important-notice']));
  });

  it('reaches the pages the spec menu left out: news, AI investment, talks, news flash, blog, investor library, media centre and contact us', () => {
    expect(linksOf('trading')).toContain('/products/ai-investment');
    expect(linksOf('courses')).toEqual(['/special-list', '/media-list', '/events-and-exhibition', '/chair', '/news-flash-list', '/blog', '/book']);
    expect(linksOf('about')).toEqual(['/about-us/company-profile', '/news-list', '/about-us/media-centre', '/about-us/contact-us', '/about-us/important-notice']);
  });

  it('lists the overview and all eleven products under Trading', () => {
    expect(linksOf('trading')).toEqual([
      '/products/financial-investment',
      ...['hk-stocks', 'us-stocks', 'bonds', 'etf', 'fractional-shares', 'us-share-option', 'a-shares', 'margin-account', 'ipo', 'option-tool', 'funds'].map((slug) => `/products/financial-investment/${slug}`),
      '/products/ai-investment',
    ]);
  });

  it('gives every entry a translatable label of its own and every link a distinct id', () => {
    const labels = Object.values(menuMessages).map((label) => label.id);
    expect(new Set(labels).size).toBe(labels.length);
    for (const item of MAIN_MENU) {
      const ids = (item.children ?? []).map((child) => child.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(item.path !== undefined || ids.length > 0).toBe(true);
    }
  });

  it('names a page by its title ("Special columns" opens the special columns, not "Investment courses")', () => {
    expect(menuMessages.specialColumns.message).toBe('Special columns');
    expect(menuMessages.serviceFees.message).toBe('Fees and charges');
    expect(menuMessages.talks.message).toBe('Talks');
  });
});
