import { DISTRICT_BASE_PATHS, DISTRICTS, pagePath, type District } from '@brokerage/domain';
import { useSite } from '@brokerage/site-core';
import { AppTour, appTourMessages, ButtonLink, media } from '@brokerage/ui';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import styled from 'styled-components';
import { productMessages as m } from './messages';
import { Band, Inner, SectionHeading, useSitePath } from './bands';
import { CtaBand, cardStyles } from './product-parts';
import type { AccountGuideData, DistrictGuide, GuideCompareRow } from './account-guide-page';

const COMPARE_LABELS: Record<GuideCompareRow, MessageDescriptor> = { identity: m.compareIdentity, bank: m.compareBank, channel: m.compareChannel, funding: m.compareFunding };
/**
 * The rows in `GUIDE_COMPARE_ROWS`' order (the labels list them in it): taken from the labels so this
 * part imports only types from the page's module, which would otherwise be split into a chunk of its own.
 */
const COMPARE_ROWS = Object.keys(COMPARE_LABELS) as GuideCompareRow[];

/** The district's own guide first, then the other one. */
const ordered = (own: District): District[] => [own, ...DISTRICTS.filter((district) => district !== own)];

/** One district's guide: numbered steps and a documents checklist. */
function GuideSection({ district, guide, headingLevel }: { district: District; guide: DistrictGuide; headingLevel: 'own' | 'other' }) {
  const { i18n } = useLingui();
  const { site, lang } = useSite();
  const id = `guide-${district}`;
  // The other district's residents open their account on that district's site: its guide, in this
  // language (a full page load: the other site serves it, forwarded when the sites have their own origins).
  const otherSiteGuide = district === site.district ? null : pagePath({ basePath: DISTRICT_BASE_PATHS[district], defaultLang: lang }, lang, '/account-guide');
  return (
    <Band $tone={headingLevel === 'own' ? 'plain' : 'surface'} aria-labelledby={id} data-testid={id}>
      <Inner>
        {headingLevel === 'other' ? <Kicker>{i18n._(m.guideOtherDistrict)}</Kicker> : null}
        <SectionHeading id={id}>{guide.label}</SectionHeading>
        <Summary>{guide.summary}</Summary>
        <Columns>
          <div>
            <h3>{i18n._(m.guideSteps)}</h3>
            <Steps>
              {guide.steps.map((step, index) => (
                <li key={step.title}>
                  <Number aria-hidden="true">{index + 1}</Number>
                  <div>
                    <h4>{step.title}</h4>
                    <p>{step.text}</p>
                  </div>
                </li>
              ))}
            </Steps>
          </div>
          <Documents aria-labelledby={`${id}-documents`}>
            <h3 id={`${id}-documents`}>{i18n._(m.guideDocuments)}</h3>
            <ul>
              {guide.documents.map((document) => (
                <li key={document}>{document}</li>
              ))}
            </ul>
            {guide.note ? <p>{guide.note}</p> : null}
          </Documents>
        </Columns>
        {otherSiteGuide ? (
          <OtherSite>
            <ButtonLink href={otherSiteGuide} $variant="secondary">
              {i18n._(m.guideOtherSite[district])}
            </ButtonLink>
          </OtherSite>
        ) : null}
      </Inner>
    </Band>
  );
}

/**
 * The account guide below its hero: this site's district guide, the app tour, the two districts
 * compared, the other district's guide and the closing band. It starts below the first screen, so
 * its code (the app's phones, the product parts) is a deferred part.
 */
export function AccountGuideBelowFold({ eligibility, guides }: Pick<AccountGuideData, 'eligibility' | 'guides'>) {
  const { i18n } = useLingui();
  const { site } = useSite();
  const path = useSitePath();
  const [own, other] = ordered(site.district);
  return (
    <>
      <GuideSection district={own} guide={guides[own]} headingLevel="own" />
      {/* What the new account opens onto: the app's main screens, with sample data. */}
      <Band $tone="surface" aria-labelledby="guide-app-tour">
        <Inner>
          <SectionHeading id="guide-app-tour">{i18n._(appTourMessages.heading)}</SectionHeading>
          <TourNote>{i18n._(appTourMessages.note)}</TourNote>
          <AppTour kinds={['quote', 'order', 'portfolio']} labelledBy="guide-app-tour" />
        </Inner>
      </Band>
      <Band aria-labelledby="guide-compare">
        <Inner>
          <SectionHeading id="guide-compare">{i18n._(m.guideCompare)}</SectionHeading>
          <TableWrap>
            <table>
              <thead>
                <tr>
                  <th scope="col">{i18n._(m.compareItem)}</th>
                  {[own, other].map((district) => (
                    <th scope="col" key={district}>
                      {guides[district].label}
                      {district === own ? <Badge>{i18n._(m.guideYourSite)}</Badge> : null}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {COMPARE_ROWS.map((row) => (
                  <tr key={row}>
                    <th scope="row">{i18n._(COMPARE_LABELS[row])}</th>
                    <td>{guides[own].compare[row]}</td>
                    <td>{guides[other].compare[row]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
          <Eligibility>{eligibility}</Eligibility>
        </Inner>
      </Band>
      <GuideSection district={other} guide={guides[other]} headingLevel="other" />
      <CtaBand
        title={i18n._(m.ctaTitle)}
        text={i18n._(m.ctaText)}
        primary={{ label: i18n._(m.downloadApp), href: path('/download') }}
        secondary={{ label: i18n._(m.seeFees), href: path('/charges') }}
      />
    </>
  );
}

const Kicker = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 700;
`;

/** The link to the other district's guide (its English label wraps on a phone, as every button's may). */
const OtherSite = styled.p`
  margin: ${({ theme }) => theme.space.xl} 0 0;
`;

const Summary = styled.p`
  max-width: 760px;
  margin: -${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.6;
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  h3 { margin: 0 0 ${({ theme }) => theme.space.md}; font-size: ${({ theme }) => theme.fontSizes.lg}; }
  ${media.mobile} { grid-template-columns: minmax(0, 1fr); }
`;

const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  li { display: flex; gap: ${({ theme }) => theme.space.md}; ${cardStyles} }
  h4 { margin: 0 0 ${({ theme }) => theme.space.xs}; font-size: ${({ theme }) => theme.fontSizes.md}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; line-height: 1.6; }
`;

const Number = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.textInverse};
  font-weight: 700;
`;

const Documents = styled.section`
  ${cardStyles}
  background: ${({ theme }) => theme.colors.surface};
  ul { display: flex; flex-direction: column; gap: ${({ theme }) => theme.space.sm}; margin: 0; padding: 0; list-style: none; }
  li { position: relative; padding-left: 28px; line-height: 1.6; }
  li::before {
    content: '✓';
    position: absolute;
    left: 0;
    top: 0;
    color: ${({ theme }) => theme.colors.success};
    font-weight: 700;
  }
  p { margin-top: ${({ theme }) => theme.space.md}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`;

const TableWrap = styled.div`
  table { width: 100%; border-collapse: collapse; table-layout: fixed; }
  th, td { padding: ${({ theme }) => theme.space.md}; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; text-align: left; vertical-align: top; line-height: 1.5; overflow-wrap: anywhere; }
  thead th { background: ${({ theme }) => theme.colors.surface}; }
  thead th:first-child, tbody th { width: 22%; }
  tbody th { font-weight: 600; }
  /* Phones: three narrow columns rather than a table to scroll sideways. */
  ${media.mobile} {
    th, td { padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xs}`}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
    thead th:first-child, tbody th { width: 26%; }
  }
`;

const Badge = styled.span`
  display: inline-block;
  margin-left: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  ${media.mobile} { display: block; width: fit-content; margin: ${({ theme }) => theme.space.xs} 0 0; }
`;

const Eligibility = styled.p`
  margin: ${({ theme }) => theme.space.lg} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const TourNote = styled.p`
  margin: -${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
