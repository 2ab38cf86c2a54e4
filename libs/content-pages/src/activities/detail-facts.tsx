import { useLingui } from '@lingui/react';
import { FormattedDate, VisuallyHidden } from '@brokerage/ui';
import styled from 'styled-components';
import type { ActivityDetailItem } from './activity-detail-page';
import { activityMessages } from './messages';
import type { TalkDetailItem } from './talk-detail-page';

/**
 * The facts under an activity's or a talk's title (when, where, who), deferred parts of the detail
 * pages (`ActivityFacts`, `TalkFacts` there): static text, whose code (with the date formatting)
 * comes after the page has hydrated.
 */

/** A promotion's period or an event's date, and its venue. */
export function ActivityFacts({ kind, startDate, endDate, location }: Pick<ActivityDetailItem, 'kind' | 'startDate' | 'endDate' | 'location'>) {
  const { i18n } = useLingui();
  return (
    <Facts>
      <div>
        <dt>{i18n._(kind === 'event' ? activityMessages.date : activityMessages.period)}</dt>
        <dd>
          <FormattedDate day={startDate} />
          {endDate !== startDate && (
            <>
              <span aria-hidden="true"> – </span>
              <VisuallyHidden> </VisuallyHidden>
              <FormattedDate day={endDate} />
            </>
          )}
        </dd>
      </div>
      {location && (
        <div>
          <dt>{i18n._(activityMessages.location)}</dt>
          <dd>{location}</dd>
        </div>
      )}
    </Facts>
  );
}

/** A talk's day and times, place or online, and speaker. */
export function TalkFacts({
  date,
  startTime,
  endTime,
  format,
  location,
  speakerName,
  speakerTitle,
}: Pick<TalkDetailItem, 'date' | 'startTime' | 'endTime' | 'format' | 'location' | 'speakerName' | 'speakerTitle'>) {
  const { i18n } = useLingui();
  return (
    <Facts>
      <div>
        <dt>{i18n._(activityMessages.date)}</dt>
        <dd>
          <FormattedDate day={date} /> {i18n._(activityMessages.talkTimeRange.id, { start: startTime, end: endTime })}
        </dd>
      </div>
      <div>
        <dt>{i18n._(activityMessages.location)}</dt>
        <dd>
          {i18n._(format === 'online' ? activityMessages.talkFormatOnline : activityMessages.talkFormatOffline)}
          {format === 'offline' && location ? ` · ${location}` : ''}
        </dd>
      </div>
      <div>
        <dt>{i18n._(activityMessages.talkSpeaker)}</dt>
        <dd>
          {speakerName}
          {speakerTitle ? ` · ${speakerTitle}` : ''}
        </dd>
      </div>
    </Facts>
  );
}

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  div { display: flex; gap: ${({ theme }) => theme.space.sm}; }
  dt { flex: none; color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; color: ${({ theme }) => theme.colors.text}; font-weight: 600; }
`;
