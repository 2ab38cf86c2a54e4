import type { BaseConfig } from '@brokerage/contracts';
import { useShellState } from '@brokerage/layout';
import { deferHydration, media } from '@brokerage/ui';
import { useLingui } from '@lingui/react';
import { useLoaderData } from '@remix-run/react';
import { useId } from 'react';
import styled from 'styled-components';
import { InfoPageView, type InfoPageData } from './info-page';
import { companyMessages } from './messages';

// The figures at a glance are static (the home page's trust band), and the timeline, licences and
// offices come after the profile's text, below the first screen: both are deferred parts.
const TrustFacts = deferHydration(() => import('../home/home-trust').then((module) => module.TrustFacts));
const CompanyProfileBelowFold = deferHydration(() => import('./company-profile-below-fold').then((module) => module.CompanyProfileBelowFold));

/** What the company profile shows beyond its text: the base config's parts the frame already has. */
export type CompanyFacts = Pick<Partial<BaseConfig>, 'trust' | 'licenceNotice' | 'headquarters' | 'branches'>;

/**
 * about-us/company-profile as a page rather than a document: the figures, licence and client-asset
 * protection at a glance (the home trust band's), the profile's text, then its milestones as a
 * timeline, the licences with the memberships, and the headquarters and branches, each drawn. The
 * milestones and memberships are the page's content (`profile`); the figures, licences and offices
 * come from the base config the root loader already fetched. Content without a profile shows its
 * text alone.
 */
export const CompanyProfileView = ({ page, facts }: InfoPageData & { facts: CompanyFacts }) => {
  const { i18n } = useLingui();
  const glanceId = useId();
  const { trust } = facts;
  return (
    <InfoPageView
      page={page}
      sectionColumns
      after={
        <CompanyProfileBelowFold
          milestones={page.profile?.milestones ?? []}
          memberships={page.profile?.memberships ?? []}
          licenceNotice={facts.licenceNotice}
          registerUrl={facts.trust?.licence?.registerUrl}
          headquarters={facts.headquarters ?? []}
          branches={facts.branches ?? []}
        />
      }
    >
      {trust && trust.figures.length > 0 && (
        <AtAGlance aria-labelledby={glanceId} data-testid="company-facts">
          <h2 id={glanceId}>{i18n._(companyMessages.atAGlance)}</h2>
          <TrustFacts trust={trust} />
        </AtAGlance>
      )}
    </InfoPageView>
  );
};

/** The route component: the loader's page with the frame's base config. */
export const CompanyProfileRoute = () => {
  const { page } = useLoaderData<InfoPageData>();
  const { baseConfig } = useShellState();
  return <CompanyProfileView page={page} facts={baseConfig} />;
};

const AtAGlance = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xxl};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  h2 { margin: 0 0 ${({ theme }) => theme.space.lg}; font-size: ${({ theme }) => theme.fontSizes.lg}; }
  ${media.mobile} { margin-bottom: ${({ theme }) => theme.space.xl}; padding: ${({ theme }) => theme.space.md}; }
`;
