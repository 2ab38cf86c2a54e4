import type { RelatedArticle } from '@brokerage/content-pages';
import { hongKongDay } from '@brokerage/i18n';
import { logger } from '@brokerage/site-server';

/** How many related articles an article ends with. */
const RELATED_COUNT = 3;

/** The page of a list its related articles come from: one more than shown, as the article itself may be among them. */
export const RELATED_PAGE = { offset: 0, limit: RELATED_COUNT + 1 };

/** An item of a content list, as the API gives it. */
interface ListItem {
  id: number;
  title: string;
  coverImage: string;
  publishedAt: string;
}

export interface RelatedOptions<T extends ListItem> {
  /** The list they come from, as the API gives it: newest first, in the request's (the page's) language. */
  list: () => Promise<T[]>;
  /** Site path of an item's page, without district and language. */
  pathOf: (id: number) => string;
  /** Narrows the list to the article's own kind, where the API cannot. */
  same?: (item: T) => boolean;
  /** What is logged when the list cannot be had, and with what. */
  warning?: string;
  details?: Record<string, unknown>;
}

/**
 * The related articles of article `id`: the newest `RELATED_COUNT` others of its list, at their
 * pages. Null when the list cannot be had just now: the article still shows, without them (logged).
 */
export const relatedArticles = async <T extends ListItem>(
  id: number,
  { list, pathOf, same = () => true, warning = 'Related articles could not be loaded', details = {} }: RelatedOptions<T>,
): Promise<RelatedArticle[] | null> => {
  try {
    return (await list())
      .filter((item) => item.id !== id && same(item))
      .slice(0, RELATED_COUNT)
      .map((item) => ({ id: item.id, title: item.title, path: pathOf(item.id), coverImage: item.coverImage || null, day: hongKongDay(item.publishedAt) }));
  } catch (error) {
    logger.warn(warning, { id, ...details, error });
    return null;
  }
};
