import type { SiteRouteHandle } from '@brokerage/site-core';
import { AppButtonLink } from '@brokerage/layout';
import { deferHydration } from '@brokerage/ui';
import { useLingui } from '@lingui/react';
import { useLoaderData } from '@remix-run/react';
import { productMessages as m } from './messages';
import { useSitePath } from './bands';
import { PageHero } from './page-hero';

// Everything after the hero starts below the first screen: its code loads when a visitor comes near it.
const InstitutionBelowFold = deferHydration(() => import('./institution-below-fold').then((module) => module.InstitutionBelowFold));

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
      <InstitutionBelowFold services={services} contact={contact} />
    </>
  );
}

/** `institution` (spec 2). */
export const InstitutionRoute = () => <InstitutionPage {...useLoaderData<InstitutionData>()} />;
export const institutionHandle: SiteRouteHandle = {};
