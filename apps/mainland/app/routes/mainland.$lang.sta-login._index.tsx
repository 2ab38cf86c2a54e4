import { useLoaderData } from '@remix-run/react';
import { PersonalCentrePage, pageTitleMeta, personalCentreMessages, type PersonalCentreData, type SiteRouteHandle } from '@brokerage/site-core';
import { district, site } from '../district';

// The personal centre (spec 2 `sta-login`): the signed-in user's summary, loaded with the session cookie.
export { personalCentreHeaders as headers, personalCentreLoader as loader } from '@brokerage/site-core/server';

export const handle: SiteRouteHandle = { sitemap: false, requiresLogin: true };

export const meta = pageTitleMeta(site, personalCentreMessages.title, { noindex: true });

export default function PersonalCentre() {
  return <PersonalCentrePage data={useLoaderData<PersonalCentreData>()} district={district} />;
}
