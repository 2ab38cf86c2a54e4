import { Outlet } from '@remix-run/react';
import type { ReactNode } from 'react';
import { district } from '@brokerage/hk-district';
import { SiteDocument, SiteErrorPage, SiteFrame, siteRootMeta } from '@brokerage/site-core';

export { rootLoader as loader } from './pages.server';

export const meta = siteRootMeta(district);

export function Layout({ children }: { children: ReactNode }) {
  return <SiteDocument site={district}>{children}</SiteDocument>;
}

export default function App() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}

export function ErrorBoundary() {
  return (
    <SiteFrame>
      <SiteErrorPage />
    </SiteFrame>
  );
}
