import type { MetaDescriptor } from '@remix-run/react';
import type { SiteRootData } from '@brokerage/site-core';

/** What a detail page's loader gives its head: the item's own title and summary, for search results and link previews. */
export interface DetailHead {
  title: string;
  description: string;
  /** Absolute URL of the page (canonical), for og:url and the structured data. */
  url: string;
  /** Absolute URL of the cover image, if any. */
  image?: string | null;
  /** `Article` for news, blog, specials, promotions, books and help answers; `Event` for talks and events. */
  kind: 'Article' | 'Event';
  /** ISO time: publication of an article, start of an event. */
  date?: string | null;
  /** An event's place (name or address). */
  location?: string | null;
}

interface DetailMetaArgs {
  data: unknown;
  matches?: readonly { id: string; data: unknown; meta?: readonly MetaDescriptor[] }[];
}

/**
 * `meta` of a detail page whose loader data has a `head` (DetailHead): the item's title with the
 * brand, its description, Open Graph tags and schema.org `Article`/`Event` data. Without a head
 * (the 404 page), the root's head applies.
 */
export const detailPageMeta = ({ data, matches = [] }: DetailMetaArgs): MetaDescriptor[] => {
  const root = matches.find((match) => match.id === 'root');
  const head = (data as { head?: DetailHead } | undefined)?.head;
  if (!head) return [...(root?.meta ?? [])];
  const brandName = (root?.data as SiteRootData | undefined)?.shell?.baseConfig.brandName ?? '';
  const title = brandName ? `${head.title} | ${brandName}` : head.title;
  const structured =
    head.kind === 'Event'
      ? { '@context': 'https://schema.org', '@type': 'Event', name: head.title, description: head.description, url: head.url, ...(head.date ? { startDate: head.date } : {}), ...(head.image ? { image: head.image } : {}), ...(head.location ? { location: { '@type': 'Place', name: head.location, address: head.location } } : {}) }
      : { '@context': 'https://schema.org', '@type': 'Article', headline: head.title, description: head.description, url: head.url, ...(head.date ? { datePublished: head.date } : {}), ...(head.image ? { image: head.image } : {}), ...(brandName ? { publisher: { '@type': 'Organization', name: brandName } } : {}) };
  return [
    { title },
    { name: 'description', content: head.description },
    { property: 'og:type', content: head.kind === 'Event' ? 'website' : 'article' },
    { property: 'og:title', content: head.title },
    { property: 'og:description', content: head.description },
    { property: 'og:url', content: head.url },
    ...(brandName ? [{ property: 'og:site_name', content: brandName }] : []),
    ...(head.image ? [{ property: 'og:image', content: head.image }] : []),
    { 'script:ld+json': structured },
  ];
};
