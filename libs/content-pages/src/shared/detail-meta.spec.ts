import { detailPageMeta, type DetailHead } from './detail-meta';

const root = { id: 'root', data: { shell: { baseConfig: { brandName: 'Harbourfront Securities' } } } };
const article: DetailHead = { title: 'HK stock options now in the app', description: 'Trade options on 80 underlyings.', url: 'https://www.example.com/en/news-detail/7', image: 'https://www.example.com/images/n7.png', kind: 'Article', date: '2026-11-12T02:00:00.000Z' };

describe('detail page head', () => {
  it("gives an article its title with the brand, Open Graph tags and schema.org Article data", () => {
    const meta = detailPageMeta({ data: { head: article }, matches: [root] });
    expect(meta).toContainEqual({ title: 'HK stock options now in the app | Harbourfront Securities' });
    expect(meta).toContainEqual({ name: 'description', content: 'Trade options on 80 underlyings.' });
    expect(meta).toContainEqual({ property: 'og:type', content: 'article' });
    expect(meta).toContainEqual({ property: 'og:image', content: article.image });
    expect(meta).toContainEqual({
      'script:ld+json': expect.objectContaining({ '@type': 'Article', headline: article.title, datePublished: article.date, publisher: { '@type': 'Organization', name: 'Harbourfront Securities' } }),
    });
  });

  it('gives an event its start and place', () => {
    const meta = detailPageMeta({ data: { head: { ...article, kind: 'Event', location: 'Tsim Sha Tsui Branch', image: null } }, matches: [root] });
    expect(meta).toContainEqual({ 'script:ld+json': expect.objectContaining({ '@type': 'Event', startDate: article.date, location: { '@type': 'Place', name: 'Tsim Sha Tsui Branch', address: 'Tsim Sha Tsui Branch' } }) });
    expect(meta.some((entry) => 'property' in entry && entry.property === 'og:image')).toBe(false);
  });

  it('leaves the head to the root when the page has none (the 404 page)', () => {
    expect(detailPageMeta({ data: undefined, matches: [{ ...root, meta: [{ title: 'Harbourfront Securities' }] }] })).toEqual([{ title: 'Harbourfront Securities' }]);
  });
});
