import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useLoaderData } from '@remix-run/react';
import type { District } from '@brokerage/domain';
import { PageHeading, PageLead, PageSection, useSite } from '@brokerage/site-core';

/** Each district's home heading: what the broker offers that site's visitors. */
export const homeHeadings: Record<District, MessageDescriptor> = {
  hk: /*i18n*/ { id: 'site.home.hk.heading', message: 'Hong Kong, US and A-share markets in one account' },
  mainland: /*i18n*/ { id: 'site.home.mainland.heading', message: 'Hong Kong and US stocks with a licensed Hong Kong broker' },
};

/** What the home page's loader gives it (`homeLoader`). */
export interface HomeData {
  /** Introduction from the content API; null when the API could not give it. */
  intro: string | null;
}

/** The home page body: the district's heading and the introduction text from the content API. */
export const HomePage = ({ intro }: HomeData) => {
  const { i18n } = useLingui();
  const { site } = useSite();
  return (
    <PageSection>
      <PageHeading>{i18n._(homeHeadings[site.district])}</PageHeading>
      {intro ? <PageLead data-testid="home-intro">{intro}</PageLead> : null}
    </PageSection>
  );
};

/** The `/` route of a language (spec 2 index). */
export const HomeRoute = () => <HomePage {...useLoaderData<HomeData>()} />;
