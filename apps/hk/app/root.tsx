import { Outlet } from '@remix-run/react';
import type { ReactNode } from 'react';
import { SiteDocument, SiteErrorPage, SiteFrame, siteRootMeta } from '@brokerage/site-core';
import { district, site } from './district';

export { rootLoader as loader } from '@brokerage/site-core/server';

export const meta = siteRootMeta(site, district);

export function Layout({ children }: { children: ReactNode }) {
  return <SiteDocument site={site}>{children}</SiteDocument>;
}

export default function App() {
  return (
    <SiteFrame district={district}>
      <Outlet />
    </SiteFrame>
  );
}

export function ErrorBoundary() {
  return (
    <SiteFrame district={district}>
      <SiteErrorPage />
    </SiteFrame>
  );
}
