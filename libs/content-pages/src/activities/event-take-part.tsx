import { useLingui } from '@lingui/react';
import { pagePath } from '@brokerage/domain';
import { AppLink, useShellState } from '@brokerage/layout';
import { useSite } from '@brokerage/site-core';
import type { ReactNode } from 'react';
import { media } from '@brokerage/ui';
import styled from 'styled-components';
import { homeMessages } from '../home/home-messages';
import { DownloadButtons, QrCard } from '../products/download-page';
import { downloadChoices } from '../products/download-choices';
import { productMessages } from '../products/messages';
import { activityListPath } from './activity-paths';
import type { ActivityDetailItem } from './activity-detail-page';
import { activityMessages } from './messages';
import { RegisteredSummary, type RegistrationRecord } from './registered-summary';

export { EVENT_FORM_ID } from './activity-paths';

export interface EventTakePartProps {
  event: Pick<ActivityDetailItem, 'status' | 'registration' | 'seatsLeft' | 'registrationOpen'>;
  /** The visitor's own registration, when they have one. */
  ownRegistration: RegistrationRecord | null;
  /** `success` right after the visitor's submit. */
  justRegistered?: boolean;
  /** For an event registering on the site: the form (a logged-in user) or the login prompt (a visitor). */
  form: ReactNode;
}

/**
 * How to take part in an event, beside its text: an ended event says so (and links to the coming
 * ones), with no form and no login; one that registers in the app shows the app's QR code and store
 * links; one without registration says to just come; one registering on the site shows the visitor's
 * registration, or the form (after a login), or why it is closed.
 */
export function EventTakePart({ event, ownRegistration, justRegistered = false, form }: EventTakePartProps) {
  const { i18n } = useLingui();
  const { site, lang } = useSite();
  if (event.status === 'ended') {
    return (
      <Notice data-testid="event-take-part" data-state="ended">
        <h2>{i18n._(activityMessages.eventEndedTitle)}</h2>
        <p>{i18n._(activityMessages.eventEndedText)}</p>
        <AppLink href={pagePath(site, lang, activityListPath('events', 'fresh'))}>{i18n._(activityMessages.eventUpcomingLink)}</AppLink>
      </Notice>
    );
  }
  if (event.registration === 'app') return <AppRegistration />;
  if (event.registration === 'none') {
    return (
      <Notice data-testid="event-take-part" data-state="open">
        <h2>{i18n._(activityMessages.eventOpenTitle)}</h2>
        <p>{i18n._(activityMessages.eventOpenText)}</p>
      </Notice>
    );
  }
  if (ownRegistration) return <RegisteredSummary kind="event" record={ownRegistration} state={justRegistered ? 'success' : 'registered'} />;
  if (!event.registrationOpen) {
    const started = event.status === 'ongoing';
    return (
      <Notice data-testid="event-take-part" data-state={started ? 'started' : 'full'}>
        <h2>{i18n._(started ? activityMessages.eventStartedTitle : activityMessages.eventFull)}</h2>
        {started && <p>{i18n._(activityMessages.eventStartedText)}</p>}
      </Notice>
    );
  }
  return (
    <>
      {form}
      {event.seatsLeft !== null && <Seats>{i18n._(activityMessages.eventSeatsLeft.id, { count: event.seatsLeft })}</Seats>}
    </>
  );
}

/** The event registers in the app: the app's QR code and the store links of the download page for this device and district. */
function AppRegistration() {
  const { i18n } = useLingui();
  const { site } = useSite();
  const { baseConfig, flags } = useShellState();
  const app: Partial<NonNullable<typeof baseConfig.appDownload>> = baseConfig.appDownload ?? {};
  const labels = { ios: i18n._(homeMessages.appStore), android: i18n._(homeMessages.googlePlay), apk: i18n._(homeMessages.apk) };
  return (
    <Notice data-testid="event-take-part" data-state="app">
      <h2>{i18n._(activityMessages.eventAppTitle)}</h2>
      <p>{i18n._(activityMessages.eventAppText)}</p>
      {app.qrCode && (
        <Qr>
          <img src={app.qrCode} alt={i18n._(productMessages.qrAlt)} width={160} height={160} />
          <p>{i18n._(productMessages.scanToDownload)}</p>
        </Qr>
      )}
      <DownloadButtons choices={downloadChoices(site.district, flags, site.district)} links={app} labels={labels} />
    </Notice>
  );
}

const Notice = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  h2 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.xl}; }
  > p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; line-height: 1.6; }
  > a { color: ${({ theme }) => theme.colors.brand}; font-weight: 600; }
  /* The app's store links, one under another, as wide as the side column. */
  ul { flex-direction: column; gap: ${({ theme }) => theme.space.sm}; margin: 0; }
  ul a { width: 100%; justify-content: center; }
`;

const Qr = styled(QrCard)`
  margin: ${({ theme }) => theme.space.sm} auto;
  padding: ${({ theme }) => theme.space.md};
  img { width: 160px; height: 160px; }
  /* A phone cannot scan its own screen: there the store links do. */
  ${media.mobile} { display: none; }
`;

const Seats = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;
