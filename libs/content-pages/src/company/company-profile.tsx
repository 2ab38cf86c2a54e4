import { useShellState } from '@brokerage/layout';
import { media } from '@brokerage/ui';
import { useLingui } from '@lingui/react';
import { useLoaderData } from '@remix-run/react';
import { useId } from 'react';
import styled from 'styled-components';
import { TrustFacts } from '../home/home-trust';
import { InfoPageView, type InfoPageData } from './info-page';
import { companyMessages } from './messages';

/**
 * about-us/company-profile: the company's figures, licence (linked to the SFC public register) and
 * client-asset protection at a glance, from the base config the home page shows them from, then the
 * profile's sections from the CMS.
 */
export const CompanyProfileRoute = () => {
  const { page } = useLoaderData<InfoPageData>();
  const { trust } = useShellState().baseConfig;
  const { i18n } = useLingui();
  const headingId = useId();
  return (
    <InfoPageView page={page}>
      {trust && trust.figures.length > 0 && (
        <AtAGlance aria-labelledby={headingId} data-testid="company-facts">
          <h2 id={headingId}>{i18n._(companyMessages.atAGlance)}</h2>
          <TrustFacts trust={trust} />
        </AtAGlance>
      )}
    </InfoPageView>
  );
};

const AtAGlance = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xxl};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  h2 { margin: 0 0 ${({ theme }) => theme.space.lg}; font-size: ${({ theme }) => theme.fontSizes.lg}; }
  ${media.mobile} { margin-bottom: ${({ theme }) => theme.space.xl}; padding: ${({ theme }) => theme.space.md}; }
`;
