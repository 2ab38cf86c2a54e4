import type { HelpCatalog, HelpQuestionSummary } from '@brokerage/contracts';
import { PageHeading, PageLead, PageSection, type SiteRouteHandle } from '@brokerage/site-core';
import { AppLink } from '@brokerage/layout';
import { CardGrid, deferHydration, linkStyles } from '@brokerage/ui';
import { useLingui } from '@lingui/react';
import { useLoaderData } from '@remix-run/react';
import { useId } from 'react';
import styled from 'styled-components';
import { CatalogCard, Empty, QuestionList, Section, SectionTitle, helpPaths, useHelpHref } from './help-parts';
import { helpMessages } from './messages';
import { searchMessages } from '../search/messages';

/**
 * The search page's form (a GET form, which works before its code comes), a deferred part (decision
 * 013): a static import put the whole search page (results, filters, dates) into the help centre's
 * and the FAQ's first load.
 */
const SearchForm = deferHydration(() => import('../search/search-page').then((module) => module.SearchForm));

/** `help-centre`: the help topics (catalogs) and the hot questions. */
export interface HelpCentreData {
  catalogs: HelpCatalog[];
  /** The hot questions; empty when the API could not give them. */
  hot: HelpQuestionSummary[];
}

/** `help-centre/faq`: the hot questions, and the topics to group them under. */
export interface HelpFaqData {
  questions: HelpQuestionSummary[];
  /** Topic titles for the groups; empty when the API could not give them (one list then). */
  catalogs: Pick<HelpCatalog, 'id' | 'title'>[];
}

/** How many hot questions the help-centre overview lists (all of them are on help-centre/faq). */
export const HELP_CENTRE_HOT_COUNT = 6;

/** The help-centre overview: topic cards, the hot questions, and the forms. */
export const HelpCentreView = ({ catalogs, hot }: HelpCentreData) => {
  const { i18n } = useLingui();
  const href = useHelpHref();
  const topicsId = useId();
  const hotId = useId();
  return (
    <PageSection>
      <PageHeading>{i18n._(helpMessages.centreTitle)}</PageHeading>
      <PageLead>{i18n._(helpMessages.centreLead)}</PageLead>
      {/* Searches help answers first: the results page opens on the help filter, the other kinds a click away. */}
      <SearchForm kind="help" label={i18n._(searchMessages.helpFieldLabel)} />
      <Section aria-labelledby={topicsId}>
        <SectionTitle id={topicsId}>{i18n._(helpMessages.catalogsTitle)}</SectionTitle>
        <CardGrid>
          {catalogs.map((catalog) => (
            <CatalogCard key={catalog.id} catalog={catalog} href={href(helpPaths.catalog('help-centre', catalog.id))} />
          ))}
          <CatalogCard
            catalog={{ id: 0, icon: 'download', title: i18n._(helpMessages.formsTitle), description: i18n._(helpMessages.formsCardText), questionCount: 0 }}
            href={href(helpPaths.forms)}
            hideCount
          />
        </CardGrid>
      </Section>
      {hot.length > 0 && (
        <Section aria-labelledby={hotId}>
          <SectionTitle id={hotId}>{i18n._(helpMessages.hotTitle)}</SectionTitle>
          <QuestionList
            questions={hot.slice(0, HELP_CENTRE_HOT_COUNT).map((question) => ({ id: question.id, question: question.question, href: href(helpPaths.detail('help-centre', question.catalogId, question.id)) }))}
          />
          <MoreLink href={href(helpPaths.faq)}>{i18n._(helpMessages.hotAll)}</MoreLink>
        </Section>
      )}
    </PageSection>
  );
};

/** `help-centre/faq`: the hot questions grouped by topic, with links to every topic and the forms. */
export const HelpFaqView = ({ questions, catalogs }: HelpFaqData) => {
  const { i18n } = useLingui();
  const href = useHelpHref();
  const moreId = useId();
  const titleOf = new Map(catalogs.map((catalog) => [catalog.id, catalog.title]));
  // Groups in topic order; questions of a topic the list does not name go last, under "Other questions".
  const groups = [
    ...catalogs.map((catalog) => ({ key: String(catalog.id), title: catalog.title, questions: questions.filter((question) => question.catalogId === catalog.id) })),
    { key: 'other', title: catalogs.length > 0 ? i18n._(helpMessages.otherQuestions) : '', questions: questions.filter((question) => !titleOf.has(question.catalogId)) },
  ].filter((group) => group.questions.length > 0);
  const linkOf = (question: HelpQuestionSummary) => ({ id: question.id, question: question.question, href: href(helpPaths.detail('help-centre', question.catalogId, question.id)) });
  return (
    <PageSection>
      <PageHeading>{i18n._(helpMessages.faqTitle)}</PageHeading>
      <PageLead>{i18n._(helpMessages.faqLead)}</PageLead>
      {groups.length === 0 && <Empty>{i18n._(helpMessages.faqEmpty)}</Empty>}
      {groups.map((group) =>
        group.title ? (
          <Section key={group.key} aria-labelledby={`faq-${group.key}`}>
            <SectionTitle id={`faq-${group.key}`}>{group.title}</SectionTitle>
            <QuestionList questions={group.questions.map(linkOf)} />
          </Section>
        ) : (
          <Section key={group.key}>
            <QuestionList questions={group.questions.map(linkOf)} />
          </Section>
        ),
      )}
      <Section aria-labelledby={moreId}>
        <SectionTitle id={moreId}>{i18n._(helpMessages.moreHelp)}</SectionTitle>
        <MoreLinks>
          <li>
            <AppLink href={href(helpPaths.centre)}>{i18n._(helpMessages.allTopics)}</AppLink>
          </li>
          {catalogs.map((catalog) => (
            <li key={catalog.id}>
              <AppLink href={href(helpPaths.catalog('help-centre', catalog.id))}>{catalog.title}</AppLink>
            </li>
          ))}
          <li>
            <AppLink href={href(helpPaths.forms)}>{i18n._(helpMessages.formsTitle)}</AppLink>
          </li>
        </MoreLinks>
      </Section>
    </PageSection>
  );
};

export const HelpCentreRoute = () => <HelpCentreView {...useLoaderData<HelpCentreData>()} />;
export const HelpFaqRoute = () => <HelpFaqView {...useLoaderData<HelpFaqData>()} />;

/** help-centre and help-centre/faq: in the sitemap, titles from the seeded head/meta. */
export const helpCentreHandle: SiteRouteHandle = {};
export const helpFaqHandle: SiteRouteHandle = {};

const MoreLink = styled(AppLink)`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space.md};
  font-weight: 600;
  ${linkStyles}
`;

const MoreLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: 0;
  padding: 0;
  list-style: none;
  a { display: inline-block; padding: ${({ theme }) => `${theme.space.xs} 0`}; ${linkStyles} }
`;
