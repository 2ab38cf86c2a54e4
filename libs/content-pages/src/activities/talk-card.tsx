import { useLingui } from '@lingui/react';
import { pagePath } from '@brokerage/domain';
import { useSite } from '@brokerage/site-core';
import { FormattedDate, VisuallyHidden, media } from '@brokerage/ui';
import styled, { css } from 'styled-components';
import { CardFrame, CardTitleLink, Chip } from '../shared/card';
import { activityMessages } from './messages';

/** A talk as the list shows it: the day and times in Hong Kong time. */
export interface TalkCardItem {
  id: number;
  title: string;
  tagName: string;
  format: 'online' | 'offline';
  /** Venue of a talk in person; empty online. */
  location: string;
  speakerName: string;
  /** Hong Kong day (YYYY-MM-DD) and times (HH:mm). */
  date: string;
  startTime: string;
  endTime: string;
  status: 'upcoming' | 'live' | 'ended';
  seatsLeft: number;
  registrationOpen: boolean;
}

const STATUS_TEXT = { upcoming: activityMessages.statusUpcoming, live: activityMessages.statusLive, ended: activityMessages.statusEnded } as const;

/** The talk's page: chair/detail/{id}. */
export const talkDetailPath = (id: number) => `chair/detail/${id}`;

/** What the card says of the seats: how many are left while registering is open, else why not. */
const seatsText = (talk: TalkCardItem) => {
  if (talk.registrationOpen) return { message: activityMessages.talkSeatsLeft, tone: talk.seatsLeft <= 10 ? 'few' : 'open' } as const;
  if (talk.status === 'upcoming') return { message: activityMessages.talkFull, tone: 'closed' } as const;
  return null;
};

/** One talk: the day in a tile, status and topic, title (the link), time, place or online, speaker and seats left. */
export function TalkCard({ talk }: { talk: TalkCardItem }) {
  const { i18n } = useLingui();
  const { site, lang } = useSite();
  const seats = seatsText(talk);
  const day = Number(talk.date.slice(8, 10));
  // The tile's month: 'Dec' in English, '12月' in Chinese (the day is a Hong Kong calendar day, read as such).
  const month = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : lang, { month: 'short', timeZone: 'UTC' }).format(new Date(`${talk.date}T00:00:00Z`));
  return (
    <Item data-testid="talk-card" data-status={talk.status}>
      <Frame $ended={talk.status === 'ended'}>
        <DayTile aria-hidden="true" $ended={talk.status === 'ended'}>
          <span>{month}</span>
          <strong>{day}</strong>
        </DayTile>
        <Body>
          <Chips>
            <Status $status={talk.status}>{i18n._(STATUS_TEXT[talk.status])}</Status>
            <Topic>{talk.tagName}</Topic>
          </Chips>
          <Title>
            <CardTitleLink href={pagePath(site, lang, talkDetailPath(talk.id))}>{talk.title}</CardTitleLink>
          </Title>
          <Facts>
            <div>
              <dt>
                <VisuallyHidden>{i18n._(activityMessages.date)}</VisuallyHidden>
                <Icon viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                  <circle cx="8" cy="8" r="6.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
                  <path d="M8 4.5V8l2.5 1.6" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
                </Icon>
              </dt>
              <dd>
                <FormattedDate day={talk.date} /> {`${talk.startTime}–${talk.endTime}`}
              </dd>
            </div>
            <div>
              <dt>
                <VisuallyHidden>{i18n._(activityMessages.location)}</VisuallyHidden>
                <Icon viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                  <path d="M8 1.5A4.5 4.5 0 0 0 3.5 6c0 3.4 4.5 8.5 4.5 8.5s4.5-5.1 4.5-8.5A4.5 4.5 0 0 0 8 1.5Zm0 6.2a1.7 1.7 0 1 1 0-3.4 1.7 1.7 0 0 1 0 3.4Z" fill="currentColor" />
                </Icon>
              </dt>
              <dd data-testid="talk-card-place">
                {i18n._(talk.format === 'online' ? activityMessages.talkFormatOnline : activityMessages.talkFormatOffline)}
                {talk.format === 'offline' && talk.location ? ` · ${talk.location}` : ''}
              </dd>
            </div>
            <div>
              <dt>
                <VisuallyHidden>{i18n._(activityMessages.talkSpeaker)}</VisuallyHidden>
                <Icon viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                  <circle cx="8" cy="5" r="2.75" fill="currentColor" />
                  <path d="M2.75 14.5c0-2.9 2.35-4.75 5.25-4.75s5.25 1.85 5.25 4.75Z" fill="currentColor" />
                </Icon>
              </dt>
              <dd>{talk.speakerName}</dd>
            </div>
          </Facts>
          {seats && (
            <Seats data-testid="talk-card-seats" $tone={seats.tone}>
              {i18n._(seats.message.id, { count: talk.seatsLeft })}
            </Seats>
          )}
        </Body>
      </Frame>
    </Item>
  );
}

const Item = styled.li`
  display: flex;
  min-width: 0;
`;

const Frame = styled(CardFrame)<{ $ended: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  padding: ${({ theme }) => theme.space.lg};
  ${media.mobile} { padding: ${({ theme }) => theme.space.md}; gap: ${({ theme }) => theme.space.sm}; }
  ${({ $ended, theme }) => $ended && css`background: ${theme.colors.surface};`}
`;

const DayTile = styled.div<{ $ended: boolean }>`
  display: flex;
  flex: none;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $ended, theme }) => ($ended ? theme.colors.border : '#e8eefb')};
  color: ${({ $ended, theme }) => ($ended ? theme.colors.textMuted : theme.colors.brand)};
  line-height: 1.1;
  span { font-size: ${({ theme }) => theme.fontSizes.xs}; font-weight: 600; }
  strong { font-size: 24px; }
  ${media.mobile} { width: 52px; height: 52px; strong { font-size: 20px; } }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Status = styled(Chip)<{ $status: TalkCardItem['status'] }>`
  ${({ $status, theme }) =>
    $status === 'ended'
      ? css`background: ${theme.colors.border}; color: ${theme.colors.textMuted};`
      : $status === 'live'
        ? css`background: #fdecec; color: #b42318;`
        : ''}
`;

const Topic = styled(Chip)`
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

const Title = styled.h2`
  margin: ${({ theme }) => theme.space.xxs} 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.4;
  ${media.mobile} { font-size: ${({ theme }) => theme.fontSizes.md}; }
`;

const Facts = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  div { display: flex; gap: ${({ theme }) => theme.space.xs}; min-width: 0; }
  dt { flex: none; display: flex; }
  dd { margin: 0; min-width: 0; }
`;

const Icon = styled.svg`
  width: 14px;
  height: 14px;
  margin-top: 3px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Seats = styled.p<{ $tone: 'open' | 'few' | 'closed' }>`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ $tone, theme }) => ($tone === 'few' ? theme.colors.accentDark : $tone === 'closed' ? theme.colors.textMuted : theme.colors.brand)};
`;
