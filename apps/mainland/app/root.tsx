import { Outlet } from '@remix-run/react';
import type { ReactNode } from 'react';
import { renderDialogLoginPanel } from '@brokerage/auth-panel/dialog';
import { district } from '@brokerage/mainland-district';
import { SiteDocument, SiteErrorPage, SiteFrame, siteRootMeta } from '@brokerage/site-core';

export { frameShouldRevalidate as shouldRevalidate } from '@brokerage/site-core';

export { rootLoader as loader } from './pages.server';

export const meta = siteRootMeta(district);

export function Layout({ children }: { children: ReactNode }) {
  return <SiteDocument site={district}>{children}</SiteDocument>;
}

export default function App() {
  return (
    <SiteFrame renderLoginPanel={renderDialogLoginPanel}>
      <Outlet />
    </SiteFrame>
  );
}

export function ErrorBoundary() {
  return (
    <SiteFrame renderLoginPanel={renderDialogLoginPanel}>
      <SiteErrorPage />
    </SiteFrame>
  );
}
