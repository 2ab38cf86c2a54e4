import { ApiError, CODES, SEARCH_KINDS, type District, type Lang, type SearchHit, type SearchKind, type SearchResult } from '@brokerage/contracts';
import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { clientNetworkKey } from '../../security/client-network';
import type { EphemeralStore } from '../../store/ephemeral-store';
import { toHongKong, toSimplified, toTraditional } from './chinese-scripts';

/**
 * The search query (docs/decisions/019-site-search.md). The database's trigram index finds the
 * candidates (every word, in any of its scripts, somewhere in the title or body); this module then
 * checks each word against the text without its HTML, ranks (exact title, then the query as a
 * phrase in the title, then words in the title, then how often the words occur, then the newest), and cuts the highlighted snippets.
 */

/** Candidates read per query: far above any real query's hits here, and a bound on the work a vague query costs. */
const MAX_CANDIDATES = 500;
/** Words taken from a query; more add nothing but work. */
const MAX_WORDS = 8;
const SNIPPET_CHARS = 120;

/** Per network, as the other public calls count (security/client-network): a visitor typing with suggestions sends a few a second at most. */
export const SEARCH_LIMIT = { max: 120, windowMs: 60_000 } as const;

export const admitSearch = async (store: EphemeralStore, now: number, ip: string): Promise<void> => {
  const window = Math.floor(now / SEARCH_LIMIT.windowMs);
  const admitted = await store.incrementBelow(`search:${clientNetworkKey(ip)}:${window}`, SEARCH_LIMIT.max, (window + 1) * SEARCH_LIMIT.windowMs, now);
  if (admitted === null) throw new ApiError(CODES.TOO_MANY_REQUESTS);
};

/** A word as typed and in the other script: 帐户 → 帐户, 帳戶, 帳户. */
export const scriptVariants = (word: string): string[] => [
  ...new Set([word, toTraditional(word), toHongKong(word), toSimplified(word)].map((variant) => variant.toLowerCase())),
];

/**
 * Words of a query: split at spaces and at the characters FTS syntaxes give a meaning (quotes, `*`,
 * `-`, `+`, brackets, `:`, `^`) and common punctuation. What is left is text; `NEAR`, `AND`, `OR`
 * are words like any other, and the database never sees the query as syntax.
 */
export const queryWords = (query: string): string[] =>
  [
    ...new Set(
      query
        .toLowerCase()
        .split(/[\s"'`*()[\]{}+\-^:;,.!?|&~<>=/\\，。、；：？！「」『』（）《》【】〈〉]+/u)
        .filter(Boolean)
    ),
  ].slice(0, MAX_WORDS);

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

/** Visible text of a body: tags dropped, entities read, JSON field names and punctuation of JSON columns dropped. */
export const plainText = (body: string): string =>
  body
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/"[A-Za-z_]\w*"\s*:/g, ' ')
    // Between two strings of a JSON column (`","`, `"],["`, `"},{"`): a space, not a stray comma.
    .replace(/"\s*[\],[{}]+\s*"/g, ' ')
    .replace(/[{}[\]"]+/g, ' ')
    .replace(/\\n/g, ' ')
    .replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name] ?? whole)
    .replace(/\s+/g, ' ')
    .trim();

const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Spans of `text` where any of the variants occurs (case-insensitive), merged. */
const matchSpans = (text: string, variants: string[]): [number, number][] => {
  const lower = text.toLowerCase();
  const spans: [number, number][] = [];
  for (const variant of variants) {
    for (let at = lower.indexOf(variant); at !== -1; at = lower.indexOf(variant, at + variant.length)) spans.push([at, at + variant.length]);
  }
  spans.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push([...span]);
  }
  return merged;
};

/** `text` escaped, with the spans in `<mark>`. */
const highlight = (text: string, spans: [number, number][]): string => {
  let html = '';
  let at = 0;
  for (const [start, end] of spans) {
    html += `${escapeHtml(text.slice(at, start))}<mark>${escapeHtml(text.slice(start, end))}</mark>`;
    at = end;
  }
  return html + escapeHtml(text.slice(at));
};

/** About SNIPPET_CHARS of the text around its first match, highlighted, with … where cut. */
const snippetOf = (text: string, variants: string[]): string => {
  const first = matchSpans(text, variants)[0];
  const start = first ? Math.max(0, first[0] - Math.floor(SNIPPET_CHARS / 3)) : 0;
  const end = Math.min(text.length, start + SNIPPET_CHARS);
  const part = text.slice(start, end);
  return `${start > 0 ? '…' : ''}${highlight(part, matchSpans(part, variants))}${end < text.length ? '…' : ''}`;
};

interface Candidate {
  kind: string;
  title: string;
  body: string;
  path: string;
  published_at: string;
  id: number;
}

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** Title or body contains any variant; the trigram index serves these LIKEs (FTS5 from three characters, pg_trgm GIN). */
const containsCondition = (variants: string[], postgres: boolean, title: string, body: string): RawBuilder<unknown> => {
  const like = postgres ? sql`ILIKE` : sql`LIKE`;
  const escape = postgres ? sql`` : sql` ESCAPE '\\'`;
  return sql`(${sql.join(
    variants.flatMap((variant) => [
      sql`${sql.ref(title)} ${like} ${likePattern(variant)}${escape}`,
      sql`${sql.ref(body)} ${like} ${likePattern(variant)}${escape}`,
    ]),
    sql` OR `
  )})`;
};

/** An FTS5 string: each word a quoted phrase (quotes doubled), a word's variants joined by OR, the words by AND. */
const ftsExpression = (wordVariants: string[][]): string =>
  wordVariants.map((variants) => `(${variants.map((variant) => `"${variant.replace(/"/g, '""')}"`).join(' OR ')})`).join(' AND ');

const readCandidates = async (
  db: Kysely<Database>,
  params: {
    district: District;
    lang: Lang;
    now: string;
    wordVariants: string[][];
  }
): Promise<Candidate[]> => {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const scope = sql`d.lang = ${params.lang} AND d.district IN (${params.district}, 'all') AND d.published = 1 AND d.published_at <= ${params.now}`;
  const columns = sql`d.id, d.kind, d.title, d.body, d.path, d.published_at`;
  if (postgres) {
    const words = params.wordVariants.map((variants) => containsCondition(variants, true, 'd.title', 'd.body'));
    const { rows } = await sql<Candidate>`SELECT ${columns} FROM search_document d WHERE ${scope} AND ${sql.join(
      words,
      sql` AND `
    )} LIMIT ${MAX_CANDIDATES}`.execute(db);
    return rows;
  }
  // FTS5's trigram MATCH needs three characters; shorter words (两字 Chinese words, "us") are checked with LIKE on the matched rows.
  const indexed = params.wordVariants.filter((variants) => variants.every((variant) => [...variant].length >= 3));
  const short = params.wordVariants
    .filter((variants) => !indexed.includes(variants))
    .map((variants) => containsCondition(variants, false, 'd.title', 'd.body'));
  const conditions = [scope, ...short];
  const query =
    indexed.length > 0
      ? sql<Candidate>`SELECT ${columns} FROM search_fts JOIN search_document d ON d.id = search_fts.rowid WHERE search_fts MATCH ${ftsExpression(
          indexed
        )} AND ${sql.join(conditions, sql` AND `)} LIMIT ${MAX_CANDIDATES}`
      : sql<Candidate>`SELECT ${columns} FROM search_document d WHERE ${sql.join(conditions, sql` AND `)} LIMIT ${MAX_CANDIDATES}`;
  return (await query.execute(db)).rows;
};

const occurrences = (text: string, variants: string[]): number => matchSpans(text, variants).length;

/** Publication times are ISO text; content without one sorts as oldest. */
const newestFirst = (a: string, b: string): number => (a < b ? 1 : a > b ? -1 : 0);

export const searchContent = async (
  db: Kysely<Database>,
  params: {
    district: District;
    lang: Lang;
    now: string;
    query: string;
    kinds?: SearchKind[];
    offset: number;
    limit: number;
  }
): Promise<SearchResult> => {
  const words = queryWords(params.query);
  if (words.length === 0) return { list: [], total: 0, kinds: [] };
  const wordVariants = words.map(scriptVariants);
  const allVariants = wordVariants.flat();
  const wholeQuery = scriptVariants(words.join(' '));

  const ranked = (
    await readCandidates(db, {
      district: params.district,
      lang: params.lang,
      now: params.now,
      wordVariants,
    })
  )
    .map((candidate) => {
      const text = plainText(candidate.body);
      const title = candidate.title.toLowerCase();
      return {
        candidate,
        text,
        title,
        inText: wordVariants.map((variants) => variants.some((variant) => title.includes(variant) || text.toLowerCase().includes(variant))),
      };
    })
    // The index matched the raw body; a word found only inside markup (a tag name, a JSON field name) is no match.
    .filter(({ inText }) => inText.every(Boolean))
    .map(({ candidate, text, title }) => ({
      candidate,
      text,
      exactTitle: wholeQuery.includes(queryWords(title).join(' ')),
      // The words together, in the order typed ("open an account" in "Who can open an account?", not in "opening an account").
      phraseInTitle: words.length > 1 && wholeQuery.some((phrase) => queryWords(title).join(' ').includes(phrase)),
      titleWords: wordVariants.filter((variants) => variants.some((variant) => title.includes(variant))).length,
      relevance: wordVariants.reduce((sum, variants) => sum + 3 * occurrences(title, variants) + Math.min(occurrences(text, variants), 5), 0),
    }))
    .sort(
      (a, b) =>
        Number(b.exactTitle) - Number(a.exactTitle) ||
        Number(b.phraseInTitle) - Number(a.phraseInTitle) ||
        b.titleWords - a.titleWords ||
        b.relevance - a.relevance ||
        newestFirst(a.candidate.published_at, b.candidate.published_at) ||
        a.candidate.id - b.candidate.id
    );

  const counts = new Map<string, number>();
  for (const { candidate } of ranked) counts.set(candidate.kind, (counts.get(candidate.kind) ?? 0) + 1);
  const wanted = params.kinds && params.kinds.length > 0 ? new Set<string>(params.kinds) : null;
  const hits = wanted ? ranked.filter(({ candidate }) => wanted.has(candidate.kind)) : ranked;

  return {
    list: hits.slice(params.offset, params.offset + params.limit).map(
      ({ candidate, text }): SearchHit => ({
        kind: candidate.kind as SearchKind,
        title: candidate.title,
        titleHtml: highlight(candidate.title, matchSpans(candidate.title, allVariants)),
        snippetHtml: snippetOf(text, allVariants),
        path: candidate.path,
        date: candidate.published_at || null,
      })
    ),
    total: hits.length,
    kinds: SEARCH_KINDS.filter((kind) => counts.has(kind)).map((kind) => ({
      kind,
      count: counts.get(kind) ?? 0,
    })),
  };
};
