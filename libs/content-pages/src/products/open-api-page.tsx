import type { SiteRouteHandle } from '@brokerage/site-core';
import { AppButtonLink, useShellState } from '@brokerage/layout';
import { useLingui } from '@lingui/react';
import { useLoaderData } from '@remix-run/react';
import styled from 'styled-components';
import { productMessages as m } from './messages';
import { Band, Cards, cardStyles, FeatureGrid, Inner, PageHero, SectionHeading, useSitePath } from './product-parts';

export const OPEN_API_AUDIENCES = ['personal', 'company', 'visitor'] as const;
export type OpenApiAudience = (typeof OPEN_API_AUDIENCES)[number];

/** What `openApiLoader` gives the open-api landing page (page texts `open-api`). */
export interface OpenApiData {
  title: string;
  intro: string;
  features: { title: string; text: string }[];
  apply: { title: string; note: string; audiences: { id: OpenApiAudience; label: string }[] };
}

/** Each audience's application form (spec 2: `apply-api/{type}`). */
const applyPath = (audience: OpenApiAudience) => `/apply-api/${audience}`;

export interface OpenApiPageProps extends OpenApiData {
  /** How long a review takes: the base config's sentence, which the application forms show too. */
  reviewTime?: string;
}

/** The Open API landing page: what the API offers and who can apply. */
export function OpenApiPage({ title, intro, features, apply, reviewTime }: OpenApiPageProps) {
  const { i18n } = useLingui();
  const path = useSitePath();
  return (
    <>
      <PageHero title={title} summary={intro}>
        <AppButtonLink href={path(applyPath('personal'))} $variant="accent" $size="lg">
          {i18n._(m.openApiApply)}
        </AppButtonLink>
      </PageHero>
      <FeatureGrid heading={i18n._(m.openApiFeatures)} items={features} />
      <Band $tone="surface" aria-labelledby="open-api-apply">
        <Inner>
          <SectionHeading id="open-api-apply">{apply.title}</SectionHeading>
          <Cards>
            {apply.audiences.map((audience) => (
              <Audience key={audience.id}>
                <h3>{audience.label}</h3>
                <AppButtonLink href={path(applyPath(audience.id))} $variant="secondary" aria-label={`${i18n._(m.openApiApply)}: ${audience.label}`}>
                  {i18n._(m.openApiApply)}
                </AppButtonLink>
              </Audience>
            ))}
          </Cards>
          {apply.note && <Note>{apply.note}</Note>}
          {reviewTime && <Note data-testid="open-api-review-time">{reviewTime}</Note>}
        </Inner>
      </Band>
    </>
  );
}

const Audience = styled.li`
  ${cardStyles}
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space.lg} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** `open-api` (spec 2). */
export const OpenApiRoute = () => <OpenApiPage {...useLoaderData<OpenApiData>()} reviewTime={useShellState().baseConfig.openApiReviewTime} />;
export const openApiHandle: SiteRouteHandle = {};
