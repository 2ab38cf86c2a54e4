import { pagePath } from '@brokerage/domain';
import { AppLink } from '@brokerage/layout';
import { useSite } from '@brokerage/site-core';
import { FormattedDate, media } from '@brokerage/ui';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useId } from 'react';
import styled, { css } from 'styled-components';

/** One of the user's talk bookings or event registrations, as the personal centre lists it (Hong Kong day and times). */
export interface BookingItem {
  kind: 'talk' | 'event';
  id: number;
  title: string;
  /** Hong Kong days (YYYY-MM-DD) and times (HH:mm). */
  startDay: string;
  endDay: string;
  startTime: string;
  endTime: string;
  format: 'online' | 'offline';
  location: string;
  status: 'upcoming' | 'live' | 'ongoing' | 'ended';
}

export const myBookingsMessages = {
  heading: /*i18n*/ { id: 'site.personalCentre.bookings', message: 'My talks and events' },
  empty: /*i18n*/ { id: 'site.personalCentre.bookings.empty', message: 'You have not booked a talk or registered for an event yet.' },
  browseTalks: /*i18n*/ { id: 'site.personalCentre.bookings.browseTalks', message: 'Browse talks' },
  browseEvents: /*i18n*/ { id: 'site.personalCentre.bookings.browseEvents', message: 'Browse events' },
  unavailable: /*i18n*/ { id: 'site.personalCentre.bookings.unavailable', message: 'Your bookings cannot be shown just now. Please try again later.' },
  talk: /*i18n*/ { id: 'site.personalCentre.bookings.talk', message: 'Talk' },
  event: /*i18n*/ { id: 'site.personalCentre.bookings.event', message: 'Event' },
  online: /*i18n*/ { id: 'site.personalCentre.bookings.online', message: 'Online' },
  when: /*i18n*/ { id: 'site.personalCentre.bookings.when', message: 'Date' },
  where: /*i18n*/ { id: 'site.personalCentre.bookings.where', message: 'Place' },
  upcoming: /*i18n*/ { id: 'site.personalCentre.bookings.upcoming', message: 'Coming up' },
  live: /*i18n*/ { id: 'site.personalCentre.bookings.live', message: 'Live now' },
  ongoing: /*i18n*/ { id: 'site.personalCentre.bookings.ongoing', message: 'Running now' },
  ended: /*i18n*/ { id: 'site.personalCentre.bookings.ended', message: 'Ended' },
};

const STATUS: Record<BookingItem['status'], MessageDescriptor> = {
  upcoming: myBookingsMessages.upcoming,
  live: myBookingsMessages.live,
  ongoing: myBookingsMessages.ongoing,
  ended: myBookingsMessages.ended,
};

/** The page of a booking: the talk's or the event's detail page. */
export const bookingPath = (item: Pick<BookingItem, 'kind' | 'id'>) => (item.kind === 'talk' ? `chair/detail/${item.id}` : `events-and-exhibition/detail/${item.id}`);

/**
 * The user's talk bookings and event registrations (null: they could not be loaded): coming ones
 * first, each with its date, time and place, linking to its page. Without any, the way to the talks
 * and events.
 */
export function MyBookings({ bookings }: { bookings: BookingItem[] | null }) {
  const { i18n } = useLingui();
  const { site, lang } = useSite();
  const headingId = useId();
  const href = (path: string) => pagePath(site, lang, path);
  return (
    <Section aria-labelledby={headingId} data-testid="personal-centre-bookings">
      <Heading id={headingId}>{i18n._(myBookingsMessages.heading)}</Heading>
      {bookings === null ? (
        <Muted role="status">{i18n._(myBookingsMessages.unavailable)}</Muted>
      ) : bookings.length === 0 ? (
        <Empty>
          <Muted>{i18n._(myBookingsMessages.empty)}</Muted>
          <Links>
            <AppLink href={href('chair')}>{i18n._(myBookingsMessages.browseTalks)}</AppLink>
            <AppLink href={href('events-and-exhibition')}>{i18n._(myBookingsMessages.browseEvents)}</AppLink>
          </Links>
        </Empty>
      ) : (
        <List>
          {bookings.map((item) => (
            <Row key={`${item.kind}-${item.id}`} data-testid="booking" $ended={item.status === 'ended'}>
              <Badges>
                <Kind>{i18n._(item.kind === 'talk' ? myBookingsMessages.talk : myBookingsMessages.event)}</Kind>
                <Status $status={item.status}>{i18n._(STATUS[item.status])}</Status>
              </Badges>
              <Title>
                <AppLink href={href(bookingPath(item))}>{item.title}</AppLink>
              </Title>
              <Facts>
                <div>
                  <dt>{i18n._(myBookingsMessages.when)}</dt>
                  <dd>
                    <FormattedDate day={item.startDay} />
                    {item.endDay !== item.startDay ? (
                      <>
                        {' – '}
                        <FormattedDate day={item.endDay} />
                      </>
                    ) : (
                      ` ${item.startTime}–${item.endTime}`
                    )}
                  </dd>
                </div>
                <div>
                  <dt>{i18n._(myBookingsMessages.where)}</dt>
                  <dd>{item.format === 'online' ? i18n._(myBookingsMessages.online) : item.location}</dd>
                </div>
              </Facts>
            </Row>
          ))}
        </List>
      )}
    </Section>
  );
}

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  ${media.mobile} { margin-top: ${({ theme }) => theme.space.md}; }
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Links = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  a { color: ${({ theme }) => theme.colors.brand}; font-weight: 600; }
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.mobile} { grid-template-columns: minmax(0, 1fr); }
`;

const Row = styled.li<{ $ended: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme, $ended }) => ($ended ? theme.colors.border : theme.colors.brand)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $ended }) => ($ended ? theme.colors.surface : theme.colors.background)};
`;

const Badges = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

const chip = css`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  line-height: 22px;
`;

const Kind = styled.span`
  ${chip}
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

const Status = styled.span<{ $status: BookingItem['status'] }>`
  ${chip}
  background: ${({ $status }) => ($status === 'ended' ? '#eceef2' : $status === 'upcoming' ? '#e8eefb' : '#e7f6ef')};
  color: ${({ $status, theme }) => ($status === 'ended' ? theme.colors.textMuted : $status === 'upcoming' ? theme.colors.brand : '#0d6b4c')};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 1.4;
  a { color: ${({ theme }) => theme.colors.text}; text-decoration: none; }
  a:hover, a:focus-visible { color: ${({ theme }) => theme.colors.brand}; text-decoration: underline; }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  div { display: contents; }
  dd { margin: 0; color: ${({ theme }) => theme.colors.text}; overflow-wrap: anywhere; }
`;
