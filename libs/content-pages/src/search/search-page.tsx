import type { SearchKind } from '@brokerage/contracts';
import { AppLink } from '@brokerage/layout';
import { PageHeading, PageSection, pageTitleMeta, useSiteHref, type SiteRouteHandle } from '@brokerage/site-core';
import { Button, FormattedDate, Icon, linkStyles, VisuallyHidden } from '@brokerage/ui';
import { useLingui } from '@lingui/react';
import { useLoaderData } from '@remix-run/react';
import { useId } from 'react';
import styled from 'styled-components';
import { searchKindMessages, searchMessages } from './messages';

/** A stretch of text, marked where it matched the query. */
export interface SearchTextPart {
  text: string;
  mark: boolean;
}

export interface SearchPageHit {
  kind: SearchKind;
  title: SearchTextPart[];
  snippet: SearchTextPart[];
  /** Page path without the district and language prefix. */
  path: string;
  /** `YYYY-MM-DD`, or null for content without a date. */
  day: string | null;
}

/** `search?q=…&kind=…&page=…`. */
export interface SearchData {
  /** The query as searched (trimmed); '' before a search. */
  query: string;
  kind: SearchKind | null;
  page: number;
  /** `start`: no query yet; `invalid`: too long; `busy`: rate-limited; `failed`: the API could not answer. */
  state: 'start' | 'results' | 'invalid' | 'busy' | 'failed';
  hits: SearchPageHit[];
  total: number;
  kinds: { kind: SearchKind; count: number }[];
  pageCount: number;
  /** Hot help questions, offered when there is nothing (yet) to show. */
  popular: { question: string; path: string }[];
}

/** Path of a search page (without prefix): the query, a kind, a page. */
export const searchPath = (query: string, kind: SearchKind | null = null, page = 1): string => {
  const params = new URLSearchParams({ q: query });
  if (kind) params.set('kind', kind);
  if (page > 1) params.set('page', String(page));
  return `search?${params.toString()}`;
};

const SearchIcon = () => (
  <Icon size={18}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4" />
  </Icon>
);

/** A GET form to the search page: works without JavaScript. `kind` keeps a filter (the help centre's searches help answers first). */
export const SearchForm = ({ query = '', kind = null, label }: { query?: string; kind?: SearchKind | null; label?: string }) => {
  const { i18n } = useLingui();
  const href = useSiteHref();
  const fieldId = useId();
  return (
    <Form role="search" method="get" action={href('search')}>
      <VisuallyHidden as="label" htmlFor={fieldId}>
        {label ?? i18n._(searchMessages.fieldLabel)}
      </VisuallyHidden>
      <Field id={fieldId} type="search" name="q" defaultValue={query} maxLength={100} placeholder={i18n._(searchMessages.placeholder)} autoComplete="off" enterKeyHint="search" />
      {kind && <input type="hidden" name="kind" value={kind} />}
      <Button type="submit">
        <SearchIcon />
        {i18n._(searchMessages.submit)}
      </Button>
    </Form>
  );
};

const Marked = ({ parts }: { parts: SearchTextPart[] }) => (
  <>{parts.map((part, index) => (part.mark ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>))}</>
);

export const SearchView = ({ query, kind, page, state, hits, total, kinds, pageCount, popular }: SearchData) => {
  const { i18n } = useLingui();
  const href = useSiteHref();
  const listId = useId();
  const all = kinds.reduce((sum, entry) => sum + entry.count, 0);
  const notice =
    state === 'start'
      ? i18n._(searchMessages.start)
      : state === 'invalid'
        ? i18n._(searchMessages.invalid)
        : state === 'busy'
          ? i18n._(searchMessages.busy)
          : state === 'failed'
            ? i18n._(searchMessages.failed)
            : total === 0
              ? i18n._(searchMessages.none.id, { query })
              : null;
  return (
    <PageSection>
      <PageHeading>{query && state === 'results' ? i18n._(searchMessages.resultsTitle.id, { query }) : i18n._(searchMessages.title)}</PageHeading>
      <SearchForm query={query} kind={kind} />
      {kinds.length > 0 && (
        <Filters aria-label={i18n._(searchMessages.filters)}>
          <li>
            <FilterLink href={href(searchPath(query))} aria-current={kind === null ? 'page' : undefined}>
              {i18n._(searchMessages.allKinds.id, { count: all })}
            </FilterLink>
          </li>
          {kinds.map((entry) => (
            <li key={entry.kind}>
              <FilterLink href={href(searchPath(query, entry.kind))} aria-current={kind === entry.kind ? 'page' : undefined}>
                {i18n._(searchKindMessages[entry.kind])} ({entry.count})
              </FilterLink>
            </li>
          ))}
        </Filters>
      )}
      {notice && <Notice role="status">{notice}</Notice>}
      {hits.length > 0 && (
        <>
          <Count id={listId} role="status">
            {i18n._(searchMessages.count.id, { count: total })}
          </Count>
          <Hits aria-labelledby={listId}>
            {hits.map((hit) => (
              <Hit key={hit.path}>
                <HitMeta>
                  <KindTag>{i18n._(searchKindMessages[hit.kind])}</KindTag>
                  {hit.day && <FormattedDate day={hit.day} />}
                </HitMeta>
                <HitTitle>
                  <AppLink href={href(hit.path)}>
                    <Marked parts={hit.title} />
                  </AppLink>
                </HitTitle>
                {hit.snippet.length > 0 && (
                  <Snippet>
                    <Marked parts={hit.snippet} />
                  </Snippet>
                )}
              </Hit>
            ))}
          </Hits>
          {pageCount > 1 && (
            <Pager aria-label={i18n._(searchMessages.pages)}>
              {page > 1 && <AppLink href={href(searchPath(query, kind, page - 1))}>{i18n._(searchMessages.previous)}</AppLink>}
              <span>
                {page} / {pageCount}
              </span>
              {page < pageCount && <AppLink href={href(searchPath(query, kind, page + 1))}>{i18n._(searchMessages.next)}</AppLink>}
            </Pager>
          )}
        </>
      )}
      {hits.length === 0 && popular.length > 0 && (
        <Popular>
          <h2>{i18n._(searchMessages.popular)}</h2>
          <ul>
            {popular.map((entry) => (
              <li key={entry.path}>
                <AppLink href={href(entry.path)}>{entry.question}</AppLink>
              </li>
            ))}
          </ul>
        </Popular>
      )}
    </PageSection>
  );
};

export const SearchRoute = () => <SearchView {...useLoaderData<SearchData>()} />;

/** Results are the site's own pages again: kept out of search engines and the sitemap. */
export const searchMeta = pageTitleMeta(searchMessages.title, { noindex: true });
export const searchHandle: SiteRouteHandle = { sitemap: false };

const Form = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => `${theme.space.md} 0`};
  max-width: 640px;
  button {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    flex-shrink: 0;
  }
`;

const Field = styled.input`
  flex: 1;
  min-width: 0;
  min-height: 44px;
  padding: ${({ theme }) => `0 ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  font: inherit;
`;

const Filters = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => `0 0 ${theme.space.md}`};
  padding: 0;
  list-style: none;
`;

const FilterLink = styled(AppLink)`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  color: inherit;
  text-decoration: none;
  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.brand};
    font-weight: 600;
  }
`;

const Notice = styled.p`
  margin: ${({ theme }) => `${theme.space.md} 0`};
`;

const Count = styled.p`
  margin: ${({ theme }) => `${theme.space.sm} 0`};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Hits = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  mark {
    background: #fff1b8;
    color: inherit;
    font-weight: 600;
  }
`;

const Hit = styled.li`
  padding: ${({ theme }) => `${theme.space.md} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const HitMeta = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const KindTag = styled.span`
  font-weight: 600;
`;

const HitTitle = styled.h2`
  margin: ${({ theme }) => `${theme.space.xs} 0`};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;
  a {
    ${linkStyles}
  }
`;

const Snippet = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

const Pager = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  margin-top: ${({ theme }) => theme.space.lg};
  a {
    ${linkStyles}
  }
`;

const Popular = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  ul {
    padding-left: ${({ theme }) => theme.space.lg};
  }
  a {
    ${linkStyles}
  }
`;
