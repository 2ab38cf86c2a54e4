import { Outlet } from '@remix-run/react';
import type { ReactNode } from 'react';
import type { DistrictConfig } from '@brokerage/domain';
import { SiteDocument, SiteErrorPage, SiteFrame, siteRootMeta } from '@brokerage/site-core';
import { langLoader, rootLoader } from '../routes/loaders';
import type { InProcessRoute } from './in-process';

/** The root route as a district app's `root.tsx` declares it, for tests of one page slice. */
export const siteRootRoute = (site: DistrictConfig): InProcessRoute => ({
  id: 'root',
  path: '',
  module: {
    loader: rootLoader,
    meta: siteRootMeta(site),
    Layout: ({ children }: { children: ReactNode }) => <SiteDocument site={site}>{children}</SiteDocument>,
    default: () => (
      <SiteFrame>
        <Outlet />
      </SiteFrame>
    ),
    ErrorBoundary: () => (
      <SiteFrame>
        <SiteErrorPage />
      </SiteFrame>
    ),
  },
});

/** The `{lang}` layout route every page sits under, with the site's path prefix. */
export const langRoute = (site: DistrictConfig): InProcessRoute => ({
  id: 'routes/$lang',
  parentId: 'root',
  path: site.basePath ? `${site.basePath.slice(1)}/:lang` : ':lang',
  module: { loader: langLoader, default: () => <Outlet /> },
});
