import type { SiteRouteHandle } from '@brokerage/site-core';
import { AppButtonLink } from '@brokerage/layout';
import { deferHydration } from '@brokerage/ui';
import { useLingui } from '@lingui/react';
import { useLoaderData } from '@remix-run/react';
import { productMessages as m } from './messages';
import { useSitePath } from './bands';
import { PageHero } from './page-hero';

// Everything after the hero starts below the first screen: its code loads when a visitor comes near it.
const AiInvestmentBelowFold = deferHydration(() => import('./ai-investment-below-fold').then((module) => module.AiInvestmentBelowFold));

/** What `aiInvestmentLoader` gives products/ai-investment (page texts `ai-investment` and `ai-investment-features`). */
export interface AiInvestmentData {
  title: string;
  intro: string;
  disclaimer: string;
  features: { title: string; text: string }[];
  /** A sample question and answer; null when the content has none. */
  example: { question: string; answer: string } | null;
  availability: string;
}

/** The AI investment assistant: what it does, an example, where to use it and its limits. */
export function AiInvestmentPage({ title, intro, disclaimer, features, example, availability }: AiInvestmentData) {
  const { i18n } = useLingui();
  const path = useSitePath();
  return (
    <>
      <PageHero title={title} summary={intro}>
        <AppButtonLink href={path('/download')} $variant="accent" $size="lg">
          {i18n._(m.downloadApp)}
        </AppButtonLink>
      </PageHero>
      <AiInvestmentBelowFold disclaimer={disclaimer} features={features} example={example} availability={availability} />
    </>
  );
}

/** `products/ai-investment` (spec 2). */
export const AiInvestmentRoute = () => <AiInvestmentPage {...useLoaderData<AiInvestmentData>()} />;
export const aiInvestmentHandle: SiteRouteHandle = {};
