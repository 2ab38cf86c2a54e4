// Shared setup of the in-process site tests (not part of the library's entries).
import { Outlet } from '@remix-run/react';
import type { ReactNode } from 'react';
import { MAIN_MENU, type DistrictConfig } from '@brokerage/layout';
import { SiteDocument, SiteErrorPage, SiteFrame, siteRootMeta } from '../index';
import type { SiteConfig } from '../lib/site-config';
import type { InProcessRoute } from './in-process';
import { rootLoader } from './loaders';

export const hk: SiteConfig = { district: 'hk', defaultLang: 'zh-hk', basePath: '' };

/** The Hong Kong frame as the tests' pages see it (brand names are what a failed base config falls back to). */
export const district: DistrictConfig = {
  district: 'hk',
  defaultLang: 'zh-hk',
  basePath: (lang) => `/${lang}`,
  brandName: { 'zh-hk': '港灣證券', 'zh-cn': '港湾证券', en: 'Harbourfront Securities' },
  logoText: { 'zh-hk': '香港', 'zh-cn': '香港', en: 'Hong Kong' },
  menu: MAIN_MENU,
  groupSites: { 'zh-hk': [], 'zh-cn': [], en: [] },
  currentSiteId: 'hk',
  showLicenceNotice: true,
  mapLinkKind: 'google',
  openAccountHref: '/account-guide',
  personalCentrePath: '/sta-login',
  registerPath: '/sta-regform',
  downloadPath: '/download',
};

/** The root route as a district app's root.tsx declares it. */
export const rootRoute: InProcessRoute = {
  id: 'root',
  path: '',
  module: {
    loader: rootLoader,
    meta: siteRootMeta(hk, district),
    Layout: ({ children }: { children: ReactNode }) => <SiteDocument site={hk}>{children}</SiteDocument>,
    default: () => (
      <SiteFrame district={district}>
        <Outlet />
      </SiteFrame>
    ),
    ErrorBoundary: SiteErrorPage,
  },
};
