import type { DownloadForm } from '@brokerage/contracts';
import { PageHeading, PageLead, PageSection, type SiteRouteHandle } from '@brokerage/site-core';
import { FormattedDate, Icon, media, VisuallyHidden } from '@brokerage/ui';
import { Trans, useLingui } from '@lingui/react';
import { useLoaderData } from '@remix-run/react';
import styled from 'styled-components';
import { Empty, Section, SectionTitle, formatFileSize } from './help-parts';
import { formCategoryMessages, helpMessages } from './messages';

export interface DownloadFormGroup {
  category: DownloadForm['category'];
  forms: DownloadForm[];
}

/** `help-centre/download-form`: the forms grouped by category, in the API's order. */
export interface DownloadFormData {
  groups: DownloadFormGroup[];
}

/** The forms of one category: title, description, and a download link naming the file's size, with its last update. */
export const DownloadFormList = ({ forms }: { forms: readonly DownloadForm[] }) => {
  const { i18n } = useLingui();
  return (
    <Forms>
      {forms.map((form) => {
        const size = formatFileSize(form.fileSize);
        return (
          <FormItem key={form.id}>
            <FileIcon aria-hidden="true">
              <Icon size={24} strokeWidth={1.6}>
                <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8zM14 2v6h6M12 12v6M9 15l3 3 3-3" />
              </Icon>
            </FileIcon>
            <FormBody>
              <FormTitle>{form.title}</FormTitle>
              {form.description && <FormText>{form.description}</FormText>}
              <FormMeta>
                <span>{i18n._(helpMessages.formFile.id, { size })}</span>
                <span>
                  <Trans id={helpMessages.formUpdated.id} values={{ date: <FormattedDate day={form.updatedAt} /> }} />
                </span>
              </FormMeta>
            </FormBody>
            {/* A plain link: the file is not a page of the site. */}
            {/* The visible "PDF" starts the link's name (WCAG 2.5.3); the rest says which form. */}
            <DownloadLink href={form.urlPath} download={form.fileName} type="application/pdf">
              <Icon size={18}>
                <path d="M12 3v12M7 10l5 5 5-5M5 21h14" />
              </Icon>
              <span>PDF</span>
              <VisuallyHidden> {i18n._(helpMessages.formDownload.id, { title: form.title, size })}</VisuallyHidden>
            </DownloadLink>
          </FormItem>
        );
      })}
    </Forms>
  );
};

export const DownloadFormView = ({ groups }: DownloadFormData) => {
  const { i18n } = useLingui();
  const nonEmpty = groups.filter((group) => group.forms.length > 0);
  return (
    <PageSection>
      <PageHeading>{i18n._(helpMessages.formsTitle)}</PageHeading>
      <PageLead>{i18n._(helpMessages.formsLead)}</PageLead>
      {nonEmpty.length === 0 && <Empty>{i18n._(helpMessages.formsEmpty)}</Empty>}
      {nonEmpty.map((group) => (
        <Section key={group.category} aria-labelledby={`forms-${group.category}`}>
          <SectionTitle id={`forms-${group.category}`}>{i18n._(formCategoryMessages[group.category])}</SectionTitle>
          <DownloadFormList forms={group.forms} />
        </Section>
      ))}
    </PageSection>
  );
};

export const DownloadFormRoute = () => <DownloadFormView {...useLoaderData<DownloadFormData>()} />;

/** help-centre/download-form: in the sitemap, title from the seeded head/meta. */
export const downloadFormHandle: SiteRouteHandle = {};

const Forms = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const FormItem = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  padding: ${({ theme }) => `${theme.space.md} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${media.mobile} { grid-template-columns: auto minmax(0, 1fr); align-items: start; gap: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`}; }
`;

const FileIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.brand};
`;

const FormBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const FormTitle = styled.h3`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 1.4;
`;

const FormText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.6;
`;

const FormMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const DownloadLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 44px;
  padding: ${({ theme }) => `0 ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  &:hover, &:focus-visible { background: ${({ theme }) => theme.colors.brand}; color: ${({ theme }) => theme.colors.textInverse}; }
  ${media.mobile} { grid-column: 2; justify-self: start; }
`;
