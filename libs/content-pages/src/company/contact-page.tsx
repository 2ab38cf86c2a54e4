import type { BaseConfig, Branch, InfoPage } from '@brokerage/contracts';
import { linkStyles, MapPinIcon, media, PhoneIcon, VisuallyHidden } from '@brokerage/ui';
import { useLingui } from '@lingui/react';
import { useLoaderData } from '@remix-run/react';
import { useId } from 'react';
import styled from 'styled-components';
import type { MapLinkKind } from '@brokerage/domain';
import { useShellState } from '@brokerage/layout';
import { useSite, type SiteRouteHandle } from '@brokerage/site-core';
import { InfoPageView } from './info-page';
import { companyMessages } from './messages';

/** The base config's contact details the contact page shows. */
export type ContactDetails = Pick<BaseConfig, 'hotline' | 'emails' | 'headquarters' | 'tradingHours'>;

/** What the contact page's loader gives it; each part is null (or empty) when the API could not give it. */
export interface ContactData {
  /** The contact-us information page (title, summary, sections with sanitised HTML). */
  page: InfoPage | null;
  branches: Branch[];
}

/** The contact page's content: the loader's data and the base config's contact details (null when the base config is unavailable). */
export interface ContactPageProps extends ContactData {
  contact: ContactDetails | null;
}

/** The contact details of the base config the root loader fetched; null when it could not (the shell's base config is then empty). */
export const contactDetailsOf = ({ hotline, emails, headquarters, tradingHours }: Partial<BaseConfig>): ContactDetails | null =>
  hotline && emails && headquarters && tradingHours ? { hotline, emails, headquarters, tradingHours } : null;

/** Title and summary to fall back on when the information page is unavailable. */
const withFallbackTitle = (page: InfoPage | null, title: string): InfoPage => page ?? { slug: 'contact-us', title, summary: '', sections: [], updatedAt: '' };

/**
 * about-us/contact-us: the hotline (a big tel: link) and its hours, e-mail addresses, the two
 * headquarters and the five branches with address, phone, both hours lines and a map, then the
 * page's own sections from the CMS.
 */
export const ContactPage = ({ page, contact, branches }: ContactPageProps) => {
  const { i18n } = useLingui();
  const { site } = useSite();
  const ids = { hotline: useId(), emails: useId(), headquarters: useId(), branches: useId() };
  const incomplete = !contact || branches.length === 0;

  return (
    <InfoPageView page={withFallbackTitle(page, i18n._(companyMessages.contactTitle))} tableOfContents={false}>
      {incomplete && <Notice role="status">{i18n._(companyMessages.contactUnavailable)}</Notice>}
      {contact && (
        <ContactGrid>
          <Card aria-labelledby={ids.hotline} $highlight>
            <CardTitle id={ids.hotline}>{contact.hotline.label || i18n._(companyMessages.hotline)}</CardTitle>
            <Hotline href={`tel:${contact.hotline.tel}`} aria-label={i18n._(companyMessages.callHotline.id, { number: contact.hotline.display })}>
              <PhoneIcon size={24} />
              {contact.hotline.display}
            </Hotline>
            {/* The service hours lines, or the hotline's one-line hours when there are none. */}
            {contact.tradingHours.lines.length === 0 && contact.hotline.hours && <p>{contact.hotline.hours}</p>}
            {contact.tradingHours.lines.length > 0 && (
              <HoursList>
                <dt>{contact.tradingHours.title}</dt>
                {contact.tradingHours.lines.map((line) => (
                  <dd key={line}>{line}</dd>
                ))}
              </HoursList>
            )}
          </Card>

          {contact.emails.length > 0 && (
            <Card aria-labelledby={ids.emails}>
              <CardTitle id={ids.emails}>{i18n._(companyMessages.emails)}</CardTitle>
              <PlainList>
                {contact.emails.map((email) => (
                  <li key={email.address}>
                    <span>{email.label}</span>
                    <TextAnchor href={`mailto:${email.address}`}>{email.address}</TextAnchor>
                  </li>
                ))}
              </PlainList>
            </Card>
          )}

          {contact.headquarters.length > 0 && (
            <Card aria-labelledby={ids.headquarters}>
              <CardTitle id={ids.headquarters}>{i18n._(companyMessages.headquarters)}</CardTitle>
              <PlainList>
                {contact.headquarters.map((office) => (
                  <li key={office.name}>
                    <strong>{office.name}</strong>
                    <address>{office.address}</address>
                  </li>
                ))}
              </PlainList>
            </Card>
          )}
        </ContactGrid>
      )}

      {branches.length > 0 && (
        <BranchesSection aria-labelledby={ids.branches}>
          <BlockTitle id={ids.branches}>{i18n._(companyMessages.branches)}</BlockTitle>
          <BranchList>
            {branches.map((branch) => (
              <li key={branch.id}>
                <BranchCard branch={branch} mapLinkKind={site.mapLinkKind} />
              </li>
            ))}
          </BranchList>
        </BranchesSection>
      )}
    </InfoPageView>
  );
};

/** A tel: link of a displayed number; `(852) 3958 6211` is dialled as +85239586211. */
export const telHref = (phone: string): string => {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${/^\s*\(\d{1,4}\)/.test(phone) && !digits.startsWith('+') ? `+${digits}` : digits}`;
};

/** One branch: name, address, phone, the two hours lines, map picture and a link to the district's map service. */
export const BranchCard = ({ branch, mapLinkKind }: { branch: Branch; mapLinkKind: MapLinkKind }) => {
  const { i18n } = useLingui();
  const headingId = useId();
  return (
    // The footer links each branch here by this id.
    <BranchArticle id={`branch-${branch.id}`} aria-labelledby={headingId}>
      {branch.mapImage && <MapPicture src={branch.mapImage} alt={i18n._(companyMessages.mapAlt.id, { name: branch.name })} loading="lazy" width={320} height={180} />}
      <BranchBody>
        <BranchName id={headingId}>{branch.name}</BranchName>
        <address>{branch.address}</address>
        <Facts>
          {branch.phone && (
            <div>
              <dt>{i18n._(companyMessages.branchPhone)}</dt>
              <dd>
                <TextAnchor href={telHref(branch.phone)}>{branch.phone}</TextAnchor>
              </dd>
            </div>
          )}
          <div>
            <dt>{i18n._(companyMessages.branchHours)}</dt>
            <dd>{branch.hoursWeekdays}</dd>
            <dd>{branch.hoursHolidays}</dd>
          </div>
        </Facts>
        {branch.mapLink && (
          <MapLink href={branch.mapLink} target="_blank" rel="noopener noreferrer">
            <MapPinIcon size={16} />
            {i18n._(mapLinkKind === 'amap' ? companyMessages.mapLinkAmap : companyMessages.mapLinkGoogle)}
            <VisuallyHidden> ({i18n._(companyMessages.mapLinkHint.id, { name: branch.name })})</VisuallyHidden>
          </MapLink>
        )}
      </BranchBody>
    </BranchArticle>
  );
};

/** The about-us/contact-us route: the hotline, e-mails and offices come from the base config the root loader already has. */
export const ContactRoute = () => {
  const { baseConfig } = useShellState();
  return <ContactPage {...useLoaderData<ContactData>()} contact={contactDetailsOf(baseConfig)} />;
};

export const contactHandle: SiteRouteHandle = {};

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ContactGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.xxl};
  ${media.mobile} { grid-template-columns: minmax(0, 1fr); gap: ${({ theme }) => theme.space.md}; margin-bottom: ${({ theme }) => theme.space.xl}; }
`;

const Card = styled.section<{ $highlight?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme, $highlight }) => ($highlight ? theme.colors.brand : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $highlight }) => ($highlight ? theme.colors.surface : theme.colors.background)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.6;
  p { margin: 0; }
  address { font-style: normal; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const CardTitle = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Hotline = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: 700;
  line-height: 1.2;
  text-decoration: none;
  white-space: nowrap;
  svg { flex: none; }
  &:hover { text-decoration: underline; }
`;

const HoursList = styled.dl`
  margin: 0;
  dt { font-weight: 600; }
  dd { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const PlainList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  li { display: flex; flex-direction: column; }
  span { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const TextAnchor = styled.a`
  ${linkStyles}
  overflow-wrap: anywhere;
`;

const BlockTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
`;

const BranchesSection = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xxl};
  ${media.mobile} { margin-bottom: ${({ theme }) => theme.space.xl}; }
`;

const BranchList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  > li { display: flex; }
  ${media.mobile} { grid-template-columns: minmax(0, 1fr); gap: ${({ theme }) => theme.space.md}; }
`;

const BranchArticle = styled.article`
  display: flex;
  flex: 1;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
`;

const MapPicture = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surface};
`;

const BranchBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.6;
  address { font-style: normal; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const BranchName = styled.h3`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Facts = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  dt { font-weight: 600; }
  dd { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const MapLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: 600;
  text-decoration: none;
  &:hover { text-decoration: underline; }
`;
