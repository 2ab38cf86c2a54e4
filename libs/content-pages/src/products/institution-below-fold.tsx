import { useLingui } from '@lingui/react';
import { productMessages as m } from './messages';
import { useSitePath } from './bands';
import { CtaBand, FeatureGrid } from './product-parts';
import type { InstitutionData } from './institution-page';

/**
 * The institution page below its hero: the services and the contact band. It starts below the first
 * screen, so its code (the product parts with their icons) is a deferred part.
 */
export function InstitutionBelowFold({ services, contact }: Pick<InstitutionData, 'services' | 'contact'>) {
  const { i18n } = useLingui();
  const path = useSitePath();
  return (
    <>
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
