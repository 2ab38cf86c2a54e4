import type { BaseConfig, Branch, CompanyProfile } from '@brokerage/contracts';
import { pagePath } from '@brokerage/domain';
import { AppLink } from '@brokerage/layout';
import { useSite } from '@brokerage/site-core';
import { linkStyles, media, VisuallyHidden } from '@brokerage/ui';
import { useLingui } from '@lingui/react';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { OfficeIllustration } from './office-illustration';
import { companyMessages } from './messages';

const CONTACT_PAGE = 'about-us/contact-us';

/** What the profile shows after its text: its milestones and memberships, the base config's licence and offices. */
export interface CompanyProfileBelowFoldProps {
  milestones: CompanyProfile['milestones'];
  memberships: CompanyProfile['memberships'];
  licenceNotice?: BaseConfig['licenceNotice'];
  /** The SFC's public register (the trust band's licence link). */
  registerUrl?: string;
  headquarters: BaseConfig['headquarters'];
  branches: Branch[];
}

/**
 * The company profile after its text: the milestones as a timeline, the licences with the
 * memberships, and the headquarters and branches, each drawn. It starts below the first screen, so
 * its code (with the offices' drawings) is a deferred part.
 */
export function CompanyProfileBelowFold({ milestones, memberships, licenceNotice, registerUrl, headquarters, branches }: CompanyProfileBelowFoldProps) {
  return (
    <>
      {milestones.length > 0 && <Timeline milestones={milestones} />}
      <Licences notice={licenceNotice} registerUrl={registerUrl} memberships={memberships} />
      <Offices headquarters={headquarters} branches={branches} />
    </>
  );
}

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
const Licences = ({ notice, registerUrl, memberships }: { notice?: BaseConfig['licenceNotice']; registerUrl?: string; memberships: CompanyProfile['memberships'] }) => {
  const { i18n } = useLingui();
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
const Offices = ({ headquarters, branches }: { headquarters: BaseConfig['headquarters']; branches: Branch[] }) => {
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
