import type { InfoPage } from '@brokerage/contracts';
import { FormattedDate, linkStyles, media } from '@brokerage/ui';
import { Trans, useLingui } from '@lingui/react';
import { useLoaderData } from '@remix-run/react';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { PageHeading, PageSection, type SiteRouteHandle } from '@brokerage/site-core';
import { InfoHtml } from '../shared/info-html';
import { companyMessages } from './messages';

/** What an information page's loader gives it: the page from the content API, its section HTML already sanitised. */
export interface InfoPageData {
  page: InfoPage;
}

/** Pages with at least this many sections get a table of contents. */
export const TABLE_OF_CONTENTS_MIN_SECTIONS = 3;

/** Anchor of a section: stable across languages so a shared link lands on the same section. */
export const sectionAnchor = (index: number) => `section-${index + 1}`;

export interface InfoPageViewProps {
  page: InfoPage;
  /** Blocks shown between the summary and the sections (the contact page's hotline, offices and branches). */
  children?: ReactNode;
  /** Show the table of contents of long pages (default true). */
  tableOfContents?: boolean;
  /** Blocks shown after the sections (the company profile's timeline, licences and offices). */
  after?: ReactNode;
  /**
   * Lay short sections side by side across the page's width on desktops (the company profile,
   * whose full-width blocks would otherwise leave a half-empty page beside a 70ch column); each
   * column keeps a readable line length. Only without a table of contents.
   */
  sectionColumns?: boolean;
}

/**
 * One information page (company profile, important notice, privacy, disclaimer, statement, and the
 * text part of contact us): title, summary, last-updated date, a table of contents for long pages
 * (sticky beside the text on desktop) and the CMS sections.
 */
export const InfoPageView = ({ page, children, tableOfContents = true, after, sectionColumns = false }: InfoPageViewProps) => {
  const { i18n } = useLingui();
  const tocId = useId();
  const showToc = tableOfContents && page.sections.length >= TABLE_OF_CONTENTS_MIN_SECTIONS;
  return (
    <PageSection as="article">
      <Header>
        <PageHeading>{page.title}</PageHeading>
        {page.summary && <Summary>{page.summary}</Summary>}
        {page.updatedAt && (
          <Updated data-testid="info-page-updated">
            {/* The date stays a <time> element inside the translated sentence. */}
            <Trans id={companyMessages.lastUpdated.id} values={{ date: <FormattedDate day={page.updatedAt} /> }} />
          </Updated>
        )}
      </Header>
      {children}
      {page.sections.length > 0 && (
        <Body $withToc={showToc} $columns={sectionColumns && !showToc}>
          {showToc && (
            <Toc aria-labelledby={tocId}>
              <TocTitle id={tocId}>{i18n._(companyMessages.tableOfContents)}</TocTitle>
              <ol>
                {page.sections.map((section, index) => (
                  <li key={sectionAnchor(index)}>
                    <a href={`#${sectionAnchor(index)}`}>{section.heading}</a>
                  </li>
                ))}
              </ol>
            </Toc>
          )}
          <Sections $columns={sectionColumns && !showToc}>
            {page.sections.map((section, index) => (
              <Section key={sectionAnchor(index)} id={sectionAnchor(index)} aria-labelledby={`${sectionAnchor(index)}-heading`}>
                <SectionHeading id={`${sectionAnchor(index)}-heading`}>{section.heading}</SectionHeading>
                {/* Sanitised by the loader (sanitizeCmsHtml) before it got here. */}
                <InfoHtml dangerouslySetInnerHTML={{ __html: section.html }} />
              </Section>
            ))}
          </Sections>
        </Body>
      )}
      {after}
    </PageSection>
  );
};

/** Route component of the five text pages (about-us/company-profile, about-us/important-notice, privacy, disclaimer, statement). */
export const InfoPageRoute = () => <InfoPageView page={useLoaderData<InfoPageData>().page} />;

/** Handle of the information pages: in the sitemap, no login. */
export const infoPageHandle: SiteRouteHandle = {};

/** Readable line length of the text (spec: ~70 characters). */
const MEASURE = '70ch';

const Header = styled.header`
  max-width: ${MEASURE};
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const Summary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.6;
`;

const Updated = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Body = styled.div<{ $withToc: boolean; $columns: boolean }>`
  display: grid;
  grid-template-columns: ${({ $withToc, $columns }) => ($withToc ? `minmax(0, ${MEASURE}) 240px` : $columns ? 'minmax(0, 1fr)' : `minmax(0, ${MEASURE})`)};
  gap: ${({ theme }) => theme.space.xxl};
  align-items: start;
  ${media.mobile} { grid-template-columns: minmax(0, 1fr); gap: ${({ theme }) => theme.space.lg}; }
`;

const Toc = styled.nav`
  /* Beside the text on desktop, above it on phones. */
  grid-column: 2;
  grid-row: 1;
  position: sticky;
  top: calc(${({ theme }) => theme.layout.headerHeight} + 40px + ${({ theme }) => theme.space.lg});
  padding: ${({ theme }) => theme.space.md};
  border-left: 3px solid ${({ theme }) => theme.colors.brand};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => `0 ${theme.radii.md} ${theme.radii.md} 0`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ol {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0;
    padding-left: ${({ theme }) => theme.space.md};
  }
  a { ${linkStyles} }
  ${media.mobile} { grid-column: 1; position: static; }
`;

const TocTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Sections = styled.div<{ $columns: boolean }>`
  grid-column: 1;
  grid-row: 1;
  display: ${({ $columns }) => ($columns ? 'grid' : 'flex')};
  flex-direction: column;
  /* Columns: as many as fit at a readable width (two on a desktop), one on phones. */
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 28rem), 1fr));
  gap: ${({ theme, $columns }) => ($columns ? `${theme.space.xl} ${theme.space.xxl}` : theme.space.xl)};
  ${media.mobile} { grid-row: auto; }
`;

const Section = styled.section`
  /* Clear the sticky header when a table-of-contents link jumps here. */
  scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + 56px);
`;

const SectionHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1.4;
`;
