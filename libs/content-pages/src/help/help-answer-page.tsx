import type { HelpQuestion } from '@brokerage/contracts';
import { PageHeading, PageSection, type SiteRouteHandle } from '@brokerage/site-core';
import { AppLink } from '@brokerage/layout';
import { linkStyles, media } from '@brokerage/ui';
import { useLingui } from '@lingui/react';
import { useLoaderData } from '@remix-run/react';
import { useId } from 'react';
import styled from 'styled-components';
import { InfoHtml } from '../shared/info-html';
import { detailPageMeta, type DetailHead } from '../shared/detail-meta';
import { Breadcrumb, SideBox, TwoColumns, helpPaths, useHelpHref, type HelpBase } from './help-parts';
import { helpMessages } from './messages';

/** `help-centre/{catalogId}/detail/{detailId}` (and under `helpframe`): one answer, its `answerHtml` already sanitised. */
export interface HelpAnswerData {
  base: HelpBase;
  question: HelpQuestion;
  head: DetailHead;
}

/** One question and its answer (CMS HTML), the way back to its topic, and related questions. */
export const HelpAnswerView = ({ base, question }: Omit<HelpAnswerData, 'head'>) => {
  const { i18n } = useLingui();
  const href = useHelpHref();
  const relatedId = useId();
  const topicHref = href(helpPaths.catalog(base, question.catalog.id));
  return (
    <PageSection>
      <Breadcrumb aria-label={i18n._(helpMessages.breadcrumb)}>
        <ol>
          {base === 'help-centre' && (
            <li>
              <AppLink href={href(helpPaths.centre)}>{i18n._(helpMessages.centreTitle)}</AppLink>
            </li>
          )}
          <li>
            <AppLink href={topicHref}>{question.catalog.title}</AppLink>
          </li>
        </ol>
      </Breadcrumb>
      <TwoColumns>
        <article>
          <PageHeading>{question.question}</PageHeading>
          {/* Sanitised by the loader (sanitizeCmsHtml) before it got here. */}
          <Answer dangerouslySetInnerHTML={{ __html: question.answerHtml }} />
          <BackLink href={topicHref}>{i18n._(helpMessages.backTo.id, { topic: question.catalog.title })}</BackLink>
        </article>
        {question.related.length > 0 && (
          <SideBox aria-labelledby={relatedId}>
            <h2 id={relatedId}>{i18n._(helpMessages.related)}</h2>
            <ul>
              {question.related.map((related) => (
                <li key={related.id}>
                  <AppLink href={href(helpPaths.detail(base, question.catalog.id, related.id))}>{related.question}</AppLink>
                </li>
              ))}
            </ul>
          </SideBox>
        )}
      </TwoColumns>
    </PageSection>
  );
};

export const HelpAnswerRoute = () => <HelpAnswerView {...useLoaderData<HelpAnswerData>()} />;

/** The answer's own title, description, Open Graph tags and schema.org Article. */
export const helpAnswerMeta = detailPageMeta;

/** help-centre/{catalogId}/detail/{detailId}: listed in sitemap.xml by `helpSitemapPages`. */
export const helpAnswerHandle: SiteRouteHandle = {};

/** The CMS answer in the info pages' text styles, at a readable line length. */
const Answer = styled(InfoHtml)`
  max-width: 70ch;
  margin-top: ${({ theme }) => theme.space.lg};
  ${media.mobile} { margin-top: ${({ theme }) => theme.space.md}; }
`;

const BackLink = styled(AppLink)`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space.lg};
  font-weight: 600;
  ${linkStyles}
`;
