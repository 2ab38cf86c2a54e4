import { deferHydration } from '@brokerage/ui';
import type { NeighbourLinksProps } from './neighbour-links';
import type { RelatedArticle } from './related-articles';

/**
 * The links that end an article (older/newer and related articles) as deferred parts (decision 013):
 * the server renders them in full, their code comes after the page has hydrated, when the visitor
 * nears them. The article pages use these, not the components themselves, so they share one chunk each.
 */

const NeighbourLinksPart = deferHydration(() => import('./neighbour-links').then((module) => module.NeighbourLinks));
const RelatedArticlesPart = deferHydration(() => import('./related-articles').then((module) => module.RelatedArticlesOfLinks));

/** NeighbourLinks (`./neighbour-links`), deferred; nothing when there is neither. */
export const NeighbourLinks = (props: NeighbourLinksProps) => (props.previous || props.next ? <NeighbourLinksPart {...props} /> : null);

/**
 * RelatedArticles (`./related-articles`), deferred; nothing when there are none. A deferred part
 * re-renders only when its data changes and takes a function prop as a callback (a new function alone
 * changes nothing), so `hrefOf` would keep giving another language's addresses after a client-side
 * navigation: the part gets each card's address instead.
 */
export function RelatedArticles({ title, items, hrefOf }: { title: string; items: RelatedArticle[]; hrefOf: (path: string) => string }) {
  if (items.length === 0) return null;
  return <RelatedArticlesPart title={title} items={items} hrefs={Object.fromEntries(items.map((item) => [item.path, hrefOf(item.path)]))} />;
}
