import { ApiError, CODES, type ArticleSummary } from '@brokerage/contracts';
import type { ArticlesTable } from './tables';

/** Unknown id, slug or page: the not-found envelope with HTTP 404. */
export const notFound = (): ApiError => new ApiError(CODES.NOT_FOUND, 404);

export const toArticleSummary = (row: ArticlesTable): ArticleSummary => ({
  id: row.id,
  title: row.title,
  summary: row.summary,
  source: row.source,
  author: row.author,
  coverImage: row.cover_image,
  publishedAt: row.published_at,
});

/** Article channels stored in `page_article`. */
export const CHANNELS = {
  media: 'media',
  special: 'special',
  flash: 'flash',
  stock: 'stock',
  blog: 'blog',
} as const;
export type Channel = (typeof CHANNELS)[keyof typeof CHANNELS];
