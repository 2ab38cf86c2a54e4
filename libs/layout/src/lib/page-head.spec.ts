import { fixturePageMeta } from './fixtures';
import { buildPageHead, pageHeadMeta } from './page-head';

describe('buildPageHead', () => {
  const meta = fixturePageMeta('en').index;

  it('gives title, description, canonical URL and hreflang alternates on the HK site', () => {
    const head = buildPageHead({ meta, lang: 'en', district: 'hk', path: '/charges/2', origin: 'https://www.harbourfrontsec.com/' });
    expect(head.title).toBe(meta.title);
    expect(head.description).toBe(meta.description);
    expect(head.htmlLang).toBe('en');
    expect(head.canonical).toBe('https://www.harbourfrontsec.com/en/charges/2');
    expect(head.alternates).toEqual([
      { hrefLang: 'zh-HK', href: 'https://www.harbourfrontsec.com/zh-hk/charges/2' },
      { hrefLang: 'zh-CN', href: 'https://www.harbourfrontsec.com/zh-cn/charges/2' },
      { hrefLang: 'en', href: 'https://www.harbourfrontsec.com/en/charges/2' },
      { hrefLang: 'x-default', href: 'https://www.harbourfrontsec.com/zh-hk/charges/2' },
    ]);
  });

  it('uses the /mainland prefix and zh-cn as x-default on the mainland site', () => {
    const head = buildPageHead({ meta, lang: 'zh-hk', district: 'mainland', path: '', origin: 'https://cn.harbourfrontsec.com' });
    expect(head.htmlLang).toBe('zh-HK');
    expect(head.canonical).toBe('https://cn.harbourfrontsec.com/mainland/zh-hk');
    expect(head.alternates.at(-1)).toEqual({ hrefLang: 'x-default', href: 'https://cn.harbourfrontsec.com/mainland/zh-cn' });
  });

  it('drops the query string and trailing slash from the canonical URL', () => {
    const head = buildPageHead({ meta, lang: 'zh-cn', district: 'hk', path: 'help-centre/faq/?from=menu', origin: 'https://www.harbourfrontsec.com' });
    expect(head.canonical).toBe('https://www.harbourfrontsec.com/zh-cn/help-centre/faq');
  });

  it('falls back to the site name and empty texts after a failed head fetch (spec 8)', () => {
    for (const missing of [undefined, null, {}]) {
      const head = buildPageHead({ meta: missing, lang: 'zh-hk', district: 'hk', path: '/', origin: 'https://www.harbourfrontsec.com', siteName: '港灣證券' });
      expect(head).toMatchObject({ title: '港灣證券', description: '', keywords: '', canonical: 'https://www.harbourfrontsec.com/zh-hk' });
    }
  });
});

describe('pageHeadMeta', () => {
  it('lists the entries for a Remix meta export', () => {
    const head = buildPageHead({ meta: fixturePageMeta('zh-hk').index, lang: 'zh-hk', district: 'hk', path: '', origin: 'https://www.harbourfrontsec.com' });
    const entries = pageHeadMeta(head);
    expect(entries[0]).toEqual({ title: head.title });
    expect(entries).toContainEqual({ name: 'description', content: head.description });
    expect(entries).toContainEqual({ name: 'keywords', content: head.keywords });
    expect(entries).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://www.harbourfrontsec.com/zh-hk' });
    expect(entries.filter((entry) => 'rel' in entry && entry.rel === 'alternate')).toHaveLength(4);
  });

  it('leaves out empty description and keywords', () => {
    const head = buildPageHead({ meta: null, lang: 'en', district: 'hk', path: '', origin: 'https://www.harbourfrontsec.com', siteName: 'Harbourfront Securities' });
    expect(pageHeadMeta(head).some((entry) => 'name' in entry)).toBe(false);
  });
});
