import type { SiteRouteHandle } from '@brokerage/site-core';
import { AppButtonLink } from '@brokerage/layout';
import { useLingui } from '@lingui/react';
import { useLoaderData } from '@remix-run/react';
import { productMessages as m } from './messages';
import { useSitePath } from './bands';
import { PageHero } from './page-hero';
import { CtaBand, FeatureGrid } from './product-parts';

/** What `institutionLoader` gives the institution page (page texts `institution`). */
export interface InstitutionData {
  title: string;
  intro: string;
  services: { title: string; text: string }[];
  /** The institutional desk's contact line. */
  contact: string;
}

/** Institutional services: hero, the services and a contact band. */
export function InstitutionPage({ title, intro, services, contact }: InstitutionData) {
  const { i18n } = useLingui();
  const path = useSitePath();
  return (
    <>
      <PageHero title={title} summary={intro}>
        <AppButtonLink href={path('/about-us/contact-us')} $variant="accent" $size="lg">
          {i18n._(m.contactUs)}
        </AppButtonLink>
      </PageHero>
      <FeatureGrid heading={i18n._(m.institutionServices)} items={services} />
      <CtaBand
        title={i18n._(m.institutionContact)}
        text={contact}
        primary={{ label: i18n._(m.contactUs), href: path('/about-us/contact-us') }}
        secondary={{ label: i18n._(m.seeFees), href: path('/charges') }}
      />
    </>
  );
}

/** `institution` (spec 2). */
export const InstitutionRoute = () => <InstitutionPage {...useLoaderData<InstitutionData>()} />;
export const institutionHandle: SiteRouteHandle = {};
