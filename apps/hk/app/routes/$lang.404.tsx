import { NotFoundPage, pageTitleMeta, siteMessages, type SiteRouteHandle } from '@brokerage/site-core';
import { site } from '../district';

export { notFoundLoader as loader } from '@brokerage/site-core/server';

export const handle: SiteRouteHandle = { sitemap: false };

export const meta = pageTitleMeta(site, siteMessages.notFoundTitle, { noindex: true });

export default NotFoundPage;
