import type { District } from '@brokerage/domain';
import { AppButtonLink } from '@brokerage/layout';
import type { SiteRouteHandle } from '@brokerage/site-core';
import { deferHydration } from '@brokerage/ui';
import { useLingui } from '@lingui/react';
import { useLoaderData } from '@remix-run/react';
import { productMessages as m } from './messages';
import { useSitePath } from './bands';
import { PageHero } from './page-hero';

// Everything after the hero starts below the first screen: its code loads when a visitor comes near it.
const AccountGuideBelowFold = deferHydration(() => import('./account-guide-below-fold').then((module) => module.AccountGuideBelowFold));

export const GUIDE_COMPARE_ROWS = ['identity', 'bank', 'channel', 'funding'] as const;
export type GuideCompareRow = (typeof GUIDE_COMPARE_ROWS)[number];

/** How one district's visitors open an account (page texts `account-guide-districts`, `{district}.*`). */
export interface DistrictGuide {
  /** Who the guide is for, e.g. "Hong Kong residents". */
  label: string;
  summary: string;
  steps: { title: string; text: string }[];
  documents: string[];
  compare: Record<GuideCompareRow, string>;
  note: string;
}

/** What `accountGuideLoader` gives account-guide: the page texts and both districts' guides. */
export interface AccountGuideData {
  title: string;
  intro: string;
  eligibility: string;
  guides: Record<District, DistrictGuide>;
}

/** account-guide: the target of every open-account button; this site's district guide comes first. */
export function AccountGuidePage({ title, intro, eligibility, guides }: AccountGuideData) {
  const { i18n } = useLingui();
  const path = useSitePath();
  return (
    <>
      <PageHero title={title} summary={intro}>
        <AppButtonLink href={path('/download')} $variant="accent" $size="lg">
          {i18n._(m.downloadApp)}
        </AppButtonLink>
      </PageHero>
      <AccountGuideBelowFold eligibility={eligibility} guides={guides} />
    </>
  );
}

/** `account-guide` (spec 2): where the open-account buttons lead. */
export const AccountGuideRoute = () => <AccountGuidePage {...useLoaderData<AccountGuideData>()} />;
export const accountGuideHandle: SiteRouteHandle = {};
