import type { SiteRouteHandle } from '@brokerage/site-core';
import { AppButtonLink, useShellState } from '@brokerage/layout';
import { deferHydration } from '@brokerage/ui';
import { useLingui } from '@lingui/react';
import { useLoaderData } from '@remix-run/react';
import { productMessages as m } from './messages';
import { useSitePath } from './bands';
import { PageHero } from './page-hero';

// Everything after the hero starts below the first screen: its code loads when a visitor comes near it.
const OpenApiBelowFold = deferHydration(() => import('./open-api-below-fold').then((module) => module.OpenApiBelowFold));

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
  // The deferred part gets the forms' addresses, not a function that makes them.
  const applyHrefs = Object.fromEntries(OPEN_API_AUDIENCES.map((audience) => [audience, path(applyPath(audience))])) as Record<OpenApiAudience, string>;
  return (
    <>
      <PageHero title={title} summary={intro}>
        <AppButtonLink href={applyHrefs.personal} $variant="accent" $size="lg">
          {i18n._(m.openApiApply)}
        </AppButtonLink>
      </PageHero>
      <OpenApiBelowFold features={features} apply={apply} reviewTime={reviewTime} applyHrefs={applyHrefs} />
    </>
  );
}

/** `open-api` (spec 2). */
export const OpenApiRoute = () => <OpenApiPage {...useLoaderData<OpenApiData>()} reviewTime={useShellState().baseConfig.openApiReviewTime} />;
export const openApiHandle: SiteRouteHandle = {};
