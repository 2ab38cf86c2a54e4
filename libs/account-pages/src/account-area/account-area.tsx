import { LinkTabs } from '@brokerage/content-pages';
import { pagePath, readFeatureFlags, type FeatureFlag } from '@brokerage/domain';
import { useShellActions, useShellState } from '@brokerage/layout';
import { PageHeading, PageLead, PageSection, useSite, type SiteRouteHandle } from '@brokerage/site-core';
import { Button } from '@brokerage/ui';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Outlet, useLocation } from '@remix-run/react';
import type { ReactNode } from 'react';
import type { AccountData } from './account-data';

/** Pages of the account area (spec 2: `sta-login` with index, api and goods; `renew-record`), below district and language. */
export const ACCOUNT_PAGES = {
  overview: 'sta-login',
  api: 'sta-login/api',
  goods: 'sta-login/goods',
  renewals: 'renew-record',
} as const;
export type AccountPage = keyof typeof ACCOUNT_PAGES;

export const accountAreaMessages = {
  title: /*i18n*/ { id: 'site.personalCentre.title', message: 'Personal Centre' },
  sections: /*i18n*/ { id: 'site.account.sections', message: 'Personal Centre sections' },
  visitorText: /*i18n*/ { id: 'site.personalCentre.visitorText', message: 'Log in to see your account details, account opening progress and Open API access.' },
  login: /*i18n*/ { id: 'site.personalCentre.login', message: 'Log in' },
  unavailable: /*i18n*/ {
    id: 'site.personalCentre.unavailable',
    message: 'Your account details could not be loaded just now. Please refresh the page in a moment.',
  },
};

/** Sections that only users with a feature switched on see (grayStatusBit). */
const SECTION_FEATURES: Partial<Record<AccountPage, FeatureFlag>> = { api: 'openApi', goods: 'quotePackages', renewals: 'quotePackages' };

/** The features of the signed-in user (none for a visitor). */
export const useFeatureFlags = () => readFeatureFlags(useShellState().user?.grayStatusBit);

const TAB_LABELS: Record<AccountPage, MessageDescriptor> = {
  overview: /*i18n*/ { id: 'site.account.tab.overview', message: 'My details' },
  api: /*i18n*/ { id: 'site.account.tab.api', message: 'Open API' },
  goods: /*i18n*/ { id: 'site.account.tab.goods', message: 'Quote packages' },
  renewals: /*i18n*/ { id: 'site.account.tab.renewals', message: 'Renewal history' },
};

/**
 * The frame of every account page: the Personal Centre heading and its sections as tabs (real
 * links, the shown one marked; a section behind a feature flag only for users who have it), then the page. The heading stays the same on every section, so
 * a screen-reader user hears where they are; each section names itself in an h2.
 */
export function AccountArea({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  const { site, lang } = useSite();
  const { pathname } = useLocation();
  const features = useFeatureFlags();
  const shown = (key: AccountPage) => {
    const feature = SECTION_FEATURES[key];
    return !feature || features[feature];
  };
  const tabs = (Object.keys(ACCOUNT_PAGES) as AccountPage[]).filter(shown).map((key) => {
    const href = pagePath(site, lang, ACCOUNT_PAGES[key]);
    return { key, label: i18n._(TAB_LABELS[key]), href, current: pathname.replace(/\/$/, '') === href };
  });
  return (
    <PageSection>
      <PageHeading>{i18n._(accountAreaMessages.title)}</PageHeading>
      <LinkTabs label={i18n._(accountAreaMessages.sections)} tabs={tabs} />
      {children}
    </PageSection>
  );
}

/** The `sta-login` layout route: the account frame around its index, api and goods pages. */
export const AccountAreaRoute = () => (
  <AccountArea>
    <Outlet />
  </AccountArea>
);

/** Every account page: behind login, never in the sitemap or search results. */
export const accountPageHandle: SiteRouteHandle = { sitemap: false, requiresLogin: true };

export interface AccountGateProps<T> {
  data: AccountData<T>;
  /** Where the visitor returns after logging in. */
  page: AccountPage;
  children: (data: { kind: 'user' } & T) => ReactNode;
}

/**
 * An account page's content for the signed-in user; a visitor is told why there is nothing to
 * show, with a way to log in and come back; a failure says the details could not be loaded.
 */
export function AccountGate<T>({ data, page, children }: AccountGateProps<T>) {
  const { i18n } = useLingui();
  const { site, lang } = useSite();
  const { openLoginDialog } = useShellActions();
  if (data.kind === 'visitor') {
    return (
      <>
        <PageLead>{i18n._(accountAreaMessages.visitorText)}</PageLead>
        <Button $variant="primary" $size="md" onClick={() => openLoginDialog(pagePath(site, lang, ACCOUNT_PAGES[page]))}>
          {i18n._(accountAreaMessages.login)}
        </Button>
      </>
    );
  }
  if (data.kind === 'unavailable') return <PageLead role="alert">{i18n._(accountAreaMessages.unavailable)}</PageLead>;
  return <>{children(data)}</>;
}
