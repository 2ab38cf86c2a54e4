import { ApiError, CODES, type District, type Lang } from '@brokerage/contracts';

/** Whose content a query reads: every localised row is stored once per district and language. */
export interface PageScope {
  district: District;
  lang: Lang;
}

/** Page of a list: `offset` is page index times page size. */
export interface Paging {
  offset: number;
  limit: number;
}

/** Unknown id, slug or page: the not-found envelope with HTTP 404. */
export const notFound = (): ApiError => new ApiError(CODES.NOT_FOUND, 404);

/** Article channels stored in `page_article`. */
export const CHANNELS = {
  media: 'media',
  special: 'special',
  flash: 'flash',
  stock: 'stock',
  blog: 'blog',
} as const;
export type Channel = (typeof CHANNELS)[keyof typeof CHANNELS];
