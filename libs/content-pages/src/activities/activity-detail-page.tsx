import { useLingui } from '@lingui/react';
import { useLoaderData, useLocation } from '@remix-run/react';
import { ActivityLoginPanel } from '@brokerage/auth-panel';
import { pagePath } from '@brokerage/domain';
import { useSite, type SiteRouteHandle } from '@brokerage/site-core';
import { FormattedDate, VisuallyHidden, media } from '@brokerage/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { BackLink, CmsHtml, DetailCover, DetailPage, DetailTitle } from '../shared/article-detail';
import { detailPageMeta, type DetailHead } from '../shared/detail-meta';
import { SECTION_PATHS } from './activity-list-page';
import { activityMessages } from './messages';

/** A promotion or event as its detail page shows it: dates are Hong Kong days, the HTML already sanitised by the loader. */
export interface ActivityDetailItem {
  id: number;
  kind: 'promotion' | 'event';
  title: string;
  summary: string;
  coverImage: string;
  startDate: string;
  endDate: string;
  location: string;
  status: 'upcoming' | 'ongoing' | 'ended';
  contentHtml: string;
  termsHtml: string;
  /** An unpublished item shown through a preview link. */
  draft: boolean;
}

export interface ActivityDetailData {
  activity: ActivityDetailItem;
  head: DetailHead;
}

export interface ActivityDetailViewProps {
  activity: ActivityDetailItem;
  /** The register/login panel beside the text (the route gives the site's ActivityLoginPanel). */
  panel?: ReactNode;
}

/** One promotion or event: title, period (and venue), cover, the CMS text and terms, and the register/login panel beside it. */
export function ActivityDetailView({ activity, panel }: ActivityDetailViewProps) {
  const { i18n } = useLingui();
  const { site, lang } = useSite();
  const isEvent = activity.kind === 'event';
  return (
    <DetailPage>
      <BackLink href={pagePath(site, lang, SECTION_PATHS[isEvent ? 'events' : 'promotions'])}>
        {i18n._(isEvent ? activityMessages.backToEvents : activityMessages.backToPromotions)}
      </BackLink>
      <Layout>
        <Article>
          {activity.draft && (
            <Draft role="note" data-testid="activity-draft">
              {i18n._(activityMessages.draftNotice)}
            </Draft>
          )}
          <Title>{activity.title}</Title>
          <Facts>
            <div>
              <dt>{i18n._(isEvent ? activityMessages.date : activityMessages.period)}</dt>
              <dd>
                <FormattedDate day={activity.startDate} />
                {activity.endDate !== activity.startDate && (
                  <>
                    <span aria-hidden="true"> – </span>
                    <VisuallyHidden> </VisuallyHidden>
                    <FormattedDate day={activity.endDate} />
                  </>
                )}
              </dd>
            </div>
            {activity.location && (
              <div>
                <dt>{i18n._(activityMessages.location)}</dt>
                <dd>{activity.location}</dd>
              </div>
            )}
          </Facts>
          {activity.coverImage && <DetailCover src={activity.coverImage} width={1280} height={720} />}
          {/* Sanitised by the loader (sanitizeCmsHtml) before it got here. */}
          <CmsHtml data-testid="activity-content" dangerouslySetInnerHTML={{ __html: activity.contentHtml }} />
          {activity.termsHtml && (
            <Terms aria-labelledby="activity-terms">
              <h2 id="activity-terms">{i18n._(activityMessages.terms)}</h2>
              <CmsHtml dangerouslySetInnerHTML={{ __html: activity.termsHtml }} />
            </Terms>
          )}
        </Article>
        {panel && <Aside>{panel}</Aside>}
      </Layout>
    </DetailPage>
  );
}

/** Route component of promotion-and-activities/detail/{id} and events-and-exhibition/detail/{id}. */
export const ActivityDetailRoute = () => {
  const { activity } = useLoaderData<ActivityDetailData>();
  const { pathname } = useLocation();
  // After a login from this panel the visitor stays on the activity.
  return <ActivityDetailView activity={activity} panel={<ActivityLoginPanel jumpUrl={pathname} />} />;
};

export const activityDetailHandle: SiteRouteHandle = {};
/** Title, description, Open Graph and schema.org data of the item. */
export const activityDetailMeta = detailPageMeta;

export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 380px;
  gap: ${({ theme }) => theme.space.xxl};
  align-items: start;
  ${media.mobile} { grid-template-columns: minmax(0, 1fr); gap: ${({ theme }) => theme.space.xl}; }
`;

export const Article = styled.article`
  min-width: 0;
`;

export const Aside = styled.aside`
  position: sticky;
  top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.lg});
  ${media.mobile} { position: static; }
`;

export const Title = styled(DetailTitle)`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

export const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  div { display: flex; gap: ${({ theme }) => theme.space.sm}; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; color: ${({ theme }) => theme.colors.text}; font-weight: 600; }
`;

const Draft = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  background: #fff4ec;
  color: ${({ theme }) => theme.colors.accentDark};
  font-weight: 600;
`;

const Terms = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  h2 { margin: 0 0 ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.fontSizes.lg}; }
`;
