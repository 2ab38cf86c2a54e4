import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { splitList, unique, wholeNumber } from './query-params';

/**
 * Site search (issue 29): one call over every kind of published content of the request's district
 * (X-Type) and language (X-Lang). The query is text, never syntax: quotes, `*`, `NEAR`, `-` and
 * brackets are searched for as written or ignored, so no query can be an index syntax error.
 */

/** Kinds of content the search finds, in the order the sites list their filters. */
export const SEARCH_KINDS = ['help', 'product', 'fee', 'news', 'flash', 'special', 'blog', 'book', 'talk', 'event', 'promotion', 'page'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Longest query taken, in characters (after trimming). */
export const SEARCH_QUERY_MAX = 100;
export const SEARCH_PAGE_SIZE_MAX = 20;

/** `help,news` or repeated `kind=help&kind=news`. */
const kindList = splitList.pipe(z.array(z.enum(SEARCH_KINDS)).max(SEARCH_KINDS.length)).transform(unique);

export const searchQuerySchema = z.strictObject({
  q: z
    .string()
    .transform((text) => text.normalize('NFKC').replace(/\s+/g, ' ').trim())
    .pipe(z.string().min(1, 'type something to search for').max(SEARCH_QUERY_MAX, `at most ${SEARCH_QUERY_MAX} characters`)),
  /** Only these kinds; all kinds when left out. */
  kind: kindList.optional(),
  offset: wholeNumber(0, 1_000).default(0),
  limit: wholeNumber(1, SEARCH_PAGE_SIZE_MAX).default(10),
});

export const searchHitSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  title: z.string(),
  /** The title, HTML-escaped, with the matched words in `<mark>`: the only tag it can hold. */
  titleHtml: z.string(),
  /** A stretch of the text around the first match, escaped like `titleHtml`. */
  snippetHtml: z.string(),
  /** Path on the site without the district and language prefix (`help-centre/2/detail/201`). */
  path: z.string(),
  /** ISO-8601 publication or update time; null for content without one (help answers, products). */
  date: z.string().nullable(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchResultSchema = z.object({
  list: z.array(searchHitSchema),
  /** Hits of the kinds asked for. */
  total: z.number().int().nonnegative(),
  /** Hits per kind for the whole query, whatever kinds were asked for (the filters' counts). */
  kinds: z.array(z.object({ kind: z.enum(SEARCH_KINDS), count: z.number().int().positive() })),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchEndpoints = {
  search: defineEndpoint({
    name: 'search',
    method: 'GET',
    path: '/official-website-config/api/v1/search',
    query: searchQuerySchema,
    data: searchResultSchema,
    auth: 'none',
    summary:
      'Searches the published content of the district and language: exact title matches first, then relevance, then the newest. A simplified or traditional Chinese query finds both scripts. Rate-limited per network.',
  }),
} as const;
