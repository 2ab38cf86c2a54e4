import type { HelpCatalog } from '@brokerage/contracts';
import { resolveHref } from '@brokerage/domain';
import { AppLink } from '@brokerage/layout';
import { useSite } from '@brokerage/site-core';
import { Icon, linkStyles, media } from '@brokerage/ui';
import { useLingui } from '@lingui/react';
import styled from 'styled-components';
import { helpMessages } from './messages';

/** Where a help page lives: the site's help centre, or `helpframe`, the same pages without the frame for the app's webview. */
export type HelpBase = 'help-centre' | 'helpframe';

/** Page paths (without district and language) of the help pages. */
export const helpPaths = {
  centre: 'help-centre',
  faq: 'help-centre/faq',
  forms: 'help-centre/download-form',
  catalog: (base: HelpBase, catalogId: number, page = 1) => (page > 1 ? `${base}/${catalogId}/catalog/${page}` : `${base}/${catalogId}`),
  detail: (base: HelpBase, catalogId: number, questionId: number) => `${base}/${catalogId}/detail/${questionId}`,
};

/** A page path with the district and language prefix of the page being rendered. */
export const useHelpHref = () => {
  const { site, lang } = useSite();
  return (path: string) => resolveHref(site, lang, path);
};

/** A file size as visitors read it: `210 KB`, `1.4 MB`. */
export const formatFileSize = (bytes: number): string => {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
};

const ICON_PATHS: Record<string, string> = {
  'account-opening': 'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM19 8v6M22 11h-6',
  funds: 'M2 7h20v12H2zM2 11h20M6 15h4',
  trading: 'M3 17l6-6 4 4 8-8M14 7h7v7',
  fees: 'M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8zM14 2v6h6M8 13h8M8 17h8',
  security: 'M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z',
  download: 'M12 3v12M7 10l5 5 5-5M5 21h14',
};
const QUESTION_ICON = 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01';

/** The line icon of a catalog (by its `icon` key); a question mark for keys without one. */
export const CatalogIcon = ({ icon, size = 28 }: { icon: string; size?: number }) => (
  <Icon size={size} strokeWidth={1.6}>
    <path d={ICON_PATHS[icon] ?? QUESTION_ICON} />
  </Icon>
);

/** One help topic as a card: icon, title (the link), description and how many questions it has. */
export const CatalogCard = ({ catalog, href, hideCount = false }: { catalog: HelpCatalog; href: string; hideCount?: boolean }) => {
  const { i18n } = useLingui();
  return (
    <Card>
      <CardIcon>
        <CatalogIcon icon={catalog.icon} />
      </CardIcon>
      <CardTitle>
        <CardLink href={href}>{catalog.title}</CardLink>
      </CardTitle>
      {catalog.description && <CardText>{catalog.description}</CardText>}
      {!hideCount && <CardCount>{i18n._(helpMessages.questionCount.id, { count: catalog.questionCount })}</CardCount>}
    </Card>
  );
};

export interface QuestionLink {
  id: number;
  question: string;
  href: string;
}

/** Questions as a list of links to their answers. */
export const QuestionList = ({ questions, labelledBy }: { questions: readonly QuestionLink[]; labelledBy?: string }) => (
  <Questions aria-labelledby={labelledBy}>
    {questions.map((question) => (
      <li key={question.id}>
        <QuestionAnchor href={question.href}>
          <span>{question.question}</span>
          <Chevron aria-hidden="true">›</Chevron>
        </QuestionAnchor>
      </li>
    ))}
  </Questions>
);

// ---------- layout shared by the help pages ----------

export const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1.4;
`;

export const Section = styled.section`
  & + & { margin-top: ${({ theme }) => theme.space.xxl}; }
  ${media.mobile} { & + & { margin-top: ${({ theme }) => theme.space.xl}; } }
`;

/** Main column and a side column (other topics, related questions); one column on phones. */
export const TwoColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 300px;
  gap: ${({ theme }) => theme.space.xxl};
  align-items: start;
  ${media.mobile} { grid-template-columns: minmax(0, 1fr); gap: ${({ theme }) => theme.space.xl}; }
`;

export const SideBox = styled.nav`
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  h2 { margin: 0 0 ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.fontSizes.md}; color: ${({ theme }) => theme.colors.text}; }
  ul { display: flex; flex-direction: column; gap: ${({ theme }) => theme.space.xs}; margin: 0; padding: 0; list-style: none; }
  a { display: block; padding: ${({ theme }) => `${theme.space.xs} 0`}; ${linkStyles} }
  a[aria-current='page'] { color: ${({ theme }) => theme.colors.text}; font-weight: 600; text-decoration: none; }
`;

export const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

export const Breadcrumb = styled.nav`
  margin-bottom: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ol { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space.xs}; margin: 0; padding: 0; list-style: none; color: ${({ theme }) => theme.colors.textMuted}; }
  li + li::before { content: '›'; margin-right: ${({ theme }) => theme.space.xs}; }
  a { ${linkStyles} }
`;

const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  height: 100%;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  &:hover, &:focus-within { border-color: ${({ theme }) => theme.colors.brand}; box-shadow: ${({ theme }) => theme.shadows.dropdown}; }
  /* Phones: the icon beside the text, so six topics fit on a few screens. */
  ${media.mobile} {
    display: grid;
    grid-template-columns: 48px minmax(0, 1fr);
    column-gap: ${({ theme }) => theme.space.md};
    align-content: start;
    padding: ${({ theme }) => theme.space.md};
    > * { grid-column: 2; }
  }
`;

const CardIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  margin-bottom: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.brand};
  ${media.mobile} { grid-column: 1; grid-row: 1 / span 3; margin-bottom: 0; }
`;

const CardTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.4;
`;

const CardLink = styled(AppLink)`
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  /* The whole card is the link's target area. */
  &::after { content: ''; position: absolute; inset: 0; border-radius: inherit; }
  &:hover { color: ${({ theme }) => theme.colors.brand}; }
`;

const CardText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.6;
`;

const CardCount = styled.p`
  margin: auto 0 0;
  padding-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const Questions = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const QuestionAnchor = styled(AppLink)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.xs}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 1.5;
  text-decoration: none;
  &:hover span:first-child, &:focus-visible span:first-child { color: ${({ theme }) => theme.colors.brand}; text-decoration: underline; }
`;

const Chevron = styled.span`
  flex: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1;
`;
