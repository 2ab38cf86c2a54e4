import type { BaseConfig, Branch, CompanyProfile } from '@brokerage/contracts';
import { pagePath } from '@brokerage/domain';
import { AppLink, useShellState } from '@brokerage/layout';
import { useSite } from '@brokerage/site-core';
import { linkStyles, media, VisuallyHidden } from '@brokerage/ui';
import { useLingui } from '@lingui/react';
import { useLoaderData } from '@remix-run/react';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { TrustFacts } from '../home/home-trust';
import { OfficeIllustration } from './office-illustration';
import { InfoPageView, type InfoPageData } from './info-page';
import { companyMessages } from './messages';

const CONTACT_PAGE = 'about-us/contact-us';

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
        <>
          {page.profile && page.profile.milestones.length > 0 && <Timeline milestones={page.profile.milestones} />}
          <Licences facts={facts} memberships={page.profile?.memberships ?? []} />
          <Offices headquarters={facts.headquarters ?? []} branches={facts.branches ?? []} />
        </>
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

/** A titled block of the profile (a region named by its h2). */
const Block = ({ title, testId, children }: { title: string; testId: string; children: ReactNode }) => {
  const headingId = useId();
  return (
    <BlockBox aria-labelledby={headingId} data-testid={testId}>
      <BlockHeading id={headingId}>{title}</BlockHeading>
      {children}
    </BlockBox>
  );
};

/** The milestones down a line, oldest first: the year in a badge, then what happened. */
const Timeline = ({ milestones }: { milestones: CompanyProfile['milestones'] }) => {
  const { i18n } = useLingui();
  return (
    <Block title={i18n._(companyMessages.timeline)} testId="company-timeline">
      <TimelineList>
        {milestones.map((milestone) => (
          <li key={`${milestone.year}-${milestone.title}`}>
            <Year>{milestone.year}</Year>
            <div>
              <h3>{milestone.title}</h3>
              <p>{milestone.text}</p>
            </div>
          </li>
        ))}
      </TimelineList>
    </Block>
  );
};

/** The SFC licence (central entity number, regulated activities, the public register) and the memberships; nothing when there is neither. */
const Licences = ({ facts, memberships }: { facts: CompanyFacts; memberships: CompanyProfile['memberships'] }) => {
  const { i18n } = useLingui();
  const notice = facts.licenceNotice;
  const registerUrl = facts.trust?.licence?.registerUrl;
  if (!notice && memberships.length === 0) return null;
  return (
    <Block title={i18n._(companyMessages.licencesHeading)} testId="company-licences">
      <LicenceGrid>
        {notice && (
          <LicenceCard>
            <h3>{i18n._(companyMessages.sfcLicence)}</h3>
            <CeNumber>{i18n._(companyMessages.ceNumber.id, { number: notice.ceNumber })}</CeNumber>
            <TypeList>
              {notice.licences.map((licence) => (
                <li key={licence.type}>
                  <TypeBadge aria-hidden="true">{licence.type}</TypeBadge>
                  {licence.name}
                </li>
              ))}
            </TypeList>
            {registerUrl && (
              <ExternalLink href={registerUrl} target="_blank" rel="noopener noreferrer">
                {i18n._(companyMessages.checkRegister)}
                <span aria-hidden="true"> ↗</span>
                <VisuallyHidden> {i18n._(companyMessages.opensInNewTab)}</VisuallyHidden>
              </ExternalLink>
            )}
          </LicenceCard>
        )}
        {memberships.length > 0 && (
          <LicenceCard>
            <h3>{i18n._(companyMessages.memberships)}</h3>
            {/* Without the licence (the mainland site) the card has the block's width: the memberships go across it. */}
            <MembershipList $across={!notice}>
              {memberships.map((membership) => (
                <li key={membership.name}>
                  <strong>{membership.name}</strong>
                  <span>{membership.text}</span>
                </li>
              ))}
            </MembershipList>
          </LicenceCard>
        )}
      </LicenceGrid>
    </Block>
  );
};

/** The headquarters and the branches as cards, each with a drawing of its building, and the way to every contact detail. */
const Offices = ({ headquarters, branches }: { headquarters: NonNullable<CompanyFacts['headquarters']>; branches: Branch[] }) => {
  const { i18n } = useLingui();
  const { site, lang } = useSite();
  if (headquarters.length === 0 && branches.length === 0) return null;
  return (
    <Block title={i18n._(companyMessages.officesHeading)} testId="company-offices">
      <OfficeGrid>
        {headquarters.map((office, index) => (
          <Office key={office.name} data-testid="company-office">
            <OfficeIllustration kind="tower" variant={index} />
            <OfficeText>
              <Kind>{i18n._(companyMessages.headquarters)}</Kind>
              <h3>{office.name}</h3>
              <p>{office.address}</p>
            </OfficeText>
          </Office>
        ))}
        {branches.map((branch, index) => (
          <Office key={branch.id} data-testid="company-office">
            <OfficeIllustration kind="branch" variant={index} />
            <OfficeText>
              <Kind>{i18n._(companyMessages.branch)}</Kind>
              <h3>{branch.name}</h3>
              <p>{branch.address}</p>
              {branch.mapLink && (
                <ExternalLink href={branch.mapLink} target="_blank" rel="noopener noreferrer">
                  {i18n._(companyMessages.onTheMap)}
                  <span aria-hidden="true"> ↗</span>
                  <VisuallyHidden> {i18n._(companyMessages.opensInNewTab)}</VisuallyHidden>
                </ExternalLink>
              )}
            </OfficeText>
          </Office>
        ))}
      </OfficeGrid>
      <ContactLink href={pagePath(site, lang, CONTACT_PAGE)}>{i18n._(companyMessages.allContacts)} →</ContactLink>
    </Block>
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

const BlockBox = styled.section`
  margin-top: ${({ theme }) => theme.space.xxl};
  ${media.mobile} { margin-top: ${({ theme }) => theme.space.xl}; }
`;

const BlockHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const TimelineList = styled.ol`
  position: relative;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(170px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  /* The line the years sit on. */
  &::before {
    content: '';
    position: absolute;
    top: 18px;
    right: 0;
    left: 0;
    height: 2px;
    background: ${({ theme }) => theme.colors.border};
  }
  li { position: relative; display: flex; flex-direction: column; gap: ${({ theme }) => theme.space.sm}; }
  h3 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.md}; }
  p { margin: ${({ theme }) => theme.space.xs} 0 0; color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; line-height: 1.6; }
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.md};
    padding-left: ${({ theme }) => theme.space.xs};
    &::before { top: 0; bottom: 0; left: 35px; width: 2px; height: auto; }
    li { flex-direction: row; align-items: flex-start; gap: ${({ theme }) => theme.space.md}; }
  }
`;

const Year = styled.span`
  position: relative;
  align-self: flex-start;
  flex: none;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.textInverse};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  li:last-child > & { background: ${({ theme }) => theme.colors.accent}; }
`;

const LicenceGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  ${media.mobile} { grid-template-columns: minmax(0, 1fr); gap: ${({ theme }) => theme.space.md}; }
`;

const LicenceCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  h3 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.lg}; }
  ${media.mobile} { padding: ${({ theme }) => theme.space.md}; }
`;

const CeNumber = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const TypeList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  li { display: flex; align-items: center; gap: ${({ theme }) => theme.space.sm}; }
`;

const TypeBadge = styled.span`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 28px;
  height: 28px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
`;

const MembershipList = styled.ul<{ $across: boolean }>`
  display: grid;
  grid-template-columns: ${({ $across }) => ($across ? 'repeat(auto-fit, minmax(220px, 1fr))' : 'minmax(0, 1fr)')};
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  li { display: flex; flex-direction: column; padding-left: ${({ theme }) => theme.space.md}; border-left: 3px solid ${({ theme }) => theme.colors.accent}; }
  span { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`;

const ExternalLink = styled.a`
  ${linkStyles}
  font-weight: 600;
`;

const OfficeGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(250px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.mobile} { grid-template-columns: minmax(0, 1fr); gap: ${({ theme }) => theme.space.md}; }
`;

const Office = styled.li`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  /* On phones a row each: the drawing as a strip beside the address, so seven offices stay short. */
  ${media.mobile} {
    display: grid;
    grid-template-columns: 104px minmax(0, 1fr);
    > svg { height: 100%; aspect-ratio: auto; }
  }
`;

const OfficeText = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  h3 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.md}; }
  p { margin: 0 0 ${({ theme }) => theme.space.sm}; color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  a { margin-top: auto; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`;

const Kind = styled.span`
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const ContactLink = styled(AppLink)`
  ${linkStyles}
  display: inline-block;
  margin-top: ${({ theme }) => theme.space.lg};
  font-weight: 600;
`;
