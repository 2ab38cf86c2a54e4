import type { DetailHead } from '../shared/detail-meta';
import type { RelatedArticle } from '../shared/related-articles';
import { offsetOf, PAGE_SIZE, pageCountOf, parsePageParam } from '../shared/paging';

/**
 * Data of the news pages (spec 2: news-list, media-list, news-detail, special-list,
 * special-detail, news-stock, news-flash-list, about-us/media-centre). Paths here are site paths
 * without the district and language prefix (`news-detail/401`); components resolve them with
 * pagePath for the current site and language.
 */

/** Which list a page shows; picks its heading and empty-state text. */
export type NewsListKind = 'news' | 'media' | 'media-centre' | 'special-list' | 'special-column' | 'stock' | 'flash';

/** A stock an item names, linked to its stock news (`news-stock/{code}`). */
export interface StockLink {
  code: string;
  name: string;
  /** Site path of its stock news. */
  path: string;
}

/** One card of a list: an article, a news item, a press release or a special column. */
export interface NewsCard {
  id: number;
  title: string;
  /** Already shortened (shortenText) by the loader. */
  summary: string;
  /** Site path or absolute URL; null when the item has none (news flash). */
  coverImage: string | null;
  /** The Hong Kong day it was published (`YYYY-MM-DD`); null for a column without articles yet. */
  publishedDay: string | null;
  /** Source or author line. */
  byline: string;
  /** Detail page of the item (site path). */
  path: string;
  /** Articles of a special column. */
  articleCount?: number;
  /** Stocks the item names that have stock news (news flash). */
  stocks?: StockLink[];
}

/** A tab above a list: a year of the media centre, a market of the news flash. */
export interface NewsTab {
  /** A year, a market key (`hk`), or `all`; the label comes from the component. */
  key: string;
  path: string;
  current: boolean;
}

export interface NewsListData {
  kind: NewsListKind;
  /** Own heading (a column's title, a stock's name and code); otherwise the kind's heading. */
  title?: string | null;
  /** The stock of a stock-news page: the heading names it. */
  stock?: { name: string; code: string } | null;
  /** Own lead text (a column's summary). */
  lead?: string | null;
  items: NewsCard[];
  page: number;
  pageCount: number;
  /** Path of page 1 of this list; page n is `${basePath}/${n}`. */
  basePath: string;
  tabs?: NewsTab[];
  /** Registration link with campaign parameters (special column pages). */
  registerPath?: string | null;
  /** Detail pages also carry a head (special-detail is a column's own page). */
  head?: DetailHead;
}

export interface NewsNeighbour {
  title: string;
  path: string;
}

export interface NewsDetailData {
  head: DetailHead;
  article: {
    title: string;
    byline: string;
    /** The Hong Kong day it was published (`YYYY-MM-DD`). */
    publishedDay: string;
    coverImage: string | null;
    /** Sanitised by the loader. */
    bodyHtml: string;
  };
  /** The list the item belongs to, for the back link. */
  back: { kind: NewsListKind; path: string; title?: string | null };
  previous: NewsNeighbour | null;
  next: NewsNeighbour | null;
  /** `sta-regform?rgdim_source=…&rgdim_id=…`: registration with the page as campaign source. */
  registerPath: string;
  /** A CMS preview (draft content, not cached). */
  preview: boolean;
  /** The newest other articles of its list (its column, market, stock, category or the press releases); absent when they could not be loaded. */
  related?: RelatedArticle[];
}

/** Path of page `page` of a list whose page 1 is `basePath` (page 1 has no page segment). */
export const listPagePath = (basePath: string, page: number): string => (page <= 1 ? basePath : `${basePath}/${page}`);

/**
 * Registration link from a news, media or special page: the `rgdim_` campaign parameters the
 * registration form passes on as attribution (spec 3 and 9).
 */
export const registerPathOf = (source: 'news' | 'media' | 'special' | 'flash' | 'stock', id: number | string): string =>
  `sta-regform?${new URLSearchParams({ rgdim_source: source, rgdim_id: String(id) }).toString()}`;

/** The shared paging rules (spec 9: 10 a page), for the news loaders in the server entry. */
export const newsPaging = { PAGE_SIZE, parsePageParam, pageCountOf, offsetOf } as const;
