import type { HelpCatalog, HelpQuestionSummary } from '@brokerage/contracts';
import { PageHeading, PageLead, PageSection, type SiteRootData, type SiteRouteHandle } from '@brokerage/site-core';
import { AppLink } from '@brokerage/layout';
import { useLingui } from '@lingui/react';
import { useLoaderData, type MetaDescriptor } from '@remix-run/react';
import { useId } from 'react';
import { VisuallyHidden } from '@brokerage/ui';
import { Pagination } from '../shared/deferred-list-links';
import { Breadcrumb, Empty, QuestionList, Section, SideBox, TwoColumns, helpPaths, useHelpHref, type HelpBase } from './help-parts';
import { helpMessages } from './messages';

/** `help-centre/{catalogId}` (page 1) and `.../catalog/{index}` (page `index`), and the same under `helpframe`. */
export interface HelpCatalogData {
  base: HelpBase;
  catalog: HelpCatalog;
  /** Every topic, for the "other topics" box. */
  catalogs: HelpCatalog[];
  questions: HelpQuestionSummary[];
  page: number;
  pageCount: number;
}

/** One help topic: its questions (10 a page) linking to their answers, and the other topics. */
export const HelpCatalogView = ({ base, catalog, catalogs, questions, page, pageCount }: HelpCatalogData) => {
  const { i18n } = useLingui();
  const href = useHelpHref();
  const questionsId = useId();
  const topicsId = useId();
  return (
    <PageSection>
      {base === 'help-centre' && (
        <Breadcrumb aria-label={i18n._(helpMessages.breadcrumb)}>
          <ol>
            <li>
              <AppLink href={href(helpPaths.centre)}>{i18n._(helpMessages.centreTitle)}</AppLink>
            </li>
            <li aria-current="page">{catalog.title}</li>
          </ol>
        </Breadcrumb>
      )}
      <PageHeading>{catalog.title}</PageHeading>
      {catalog.description && <PageLead>{catalog.description}</PageLead>}
      <TwoColumns>
        <Section>
          <VisuallyHidden as="h2" id={questionsId}>
            {i18n._(helpMessages.questionsOf)}
          </VisuallyHidden>
          {questions.length === 0 ? (
            <Empty>{i18n._(helpMessages.catalogEmpty)}</Empty>
          ) : (
            <QuestionList labelledBy={questionsId} questions={questions.map((question) => ({ id: question.id, question: question.question, href: href(helpPaths.detail(base, catalog.id, question.id)) }))} />
          )}
          <Pagination page={page} pageCount={pageCount} hrefOf={(number) => href(helpPaths.catalog(base, catalog.id, number))} />
        </Section>
        {catalogs.length > 1 && (
          <SideBox aria-labelledby={topicsId}>
            <h2 id={topicsId}>{i18n._(helpMessages.otherTopics)}</h2>
            <ul>
              {catalogs.map((entry) => (
                <li key={entry.id}>
                  <AppLink href={href(helpPaths.catalog(base, entry.id))} aria-current={entry.id === catalog.id ? 'page' : undefined}>
                    {entry.title}
                  </AppLink>
                </li>
              ))}
              {base === 'help-centre' && (
                <li>
                  <AppLink href={href(helpPaths.forms)}>{i18n._(helpMessages.formsTitle)}</AppLink>
                </li>
              )}
            </ul>
          </SideBox>
        )}
      </TwoColumns>
    </PageSection>
  );
};

export const HelpCatalogRoute = () => <HelpCatalogView {...useLoaderData<HelpCatalogData>()} />;

interface MetaArgs {
  data: unknown;
  matches?: readonly { id: string; data: unknown; meta?: readonly MetaDescriptor[] }[];
}

/**
 * `meta` of a topic page: the topic's title with the brand and its description (the seeded
 * `help-centre` head would give every topic the same title). The webview copies under `helpframe`
 * stay out of search results. Without data (the 404 page) the root's head applies.
 */
export const helpCatalogMeta = ({ data, matches = [] }: MetaArgs): MetaDescriptor[] => {
  const root = matches.find((match) => match.id === 'root');
  const page = data as HelpCatalogData | undefined;
  if (!page?.catalog) return [...(root?.meta ?? [])];
  const brandName = (root?.data as SiteRootData | undefined)?.shell?.baseConfig.brandName ?? '';
  const title = [page.catalog.title, page.page > 1 ? `${page.page}/${page.pageCount}` : ''].filter(Boolean).join(' ');
  return [
    { title: brandName ? `${title} | ${brandName}` : title },
    ...(page.catalog.description ? [{ name: 'description', content: page.catalog.description }] : []),
    ...(page.base === 'helpframe' ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
};

/** help-centre/{catalogId}/...: pages of their own, listed in sitemap.xml by `helpSitemapPages`. */
export const helpCatalogHandle: SiteRouteHandle = {};
/** helpframe/{catalogId}/...: the app's webview, without the site frame, not in the sitemap. */
export const helpframeHandle: SiteRouteHandle = { frameless: true, sitemap: false };
