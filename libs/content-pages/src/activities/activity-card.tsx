import { useLingui } from '@lingui/react';
import { resolveHref } from '@brokerage/domain';
import { AppLink } from '@brokerage/layout';
import { useSite } from '@brokerage/site-core';
import { FormattedDate, VisuallyHidden, media } from '@brokerage/ui';
import { shortenText } from '@brokerage/validation';
import styled, { css } from 'styled-components';
import { CardCover, Chip } from '../shared/card';
import { activityMessages } from './messages';

/** A promotion or event as a list shows it; dates are Hong Kong calendar days (YYYY-MM-DD). */
export interface ActivityCardItem {
  id: number;
  kind: 'promotion' | 'event';
  title: string;
  summary: string;
  coverImage: string;
  /** The detail page path (without district and language) or the campaign's own landing page (absolute URL). */
  href: string;
  startDate: string;
  endDate: string;
  /** Venue of an event; empty for promotions. */
  location: string;
  status: 'upcoming' | 'ongoing' | 'ended';
}

/** Characters of the summary a card shows. */
const CARD_SUMMARY_LIMIT = 90;

const STATUS_TEXT = {
  upcoming: activityMessages.statusUpcoming,
  ongoing: activityMessages.statusOngoing,
  ended: activityMessages.statusEnded,
} as const;

const isExternal = (href: string) => /^https?:\/\//i.test(href);

/** One promotion or event: cover, status, title, period (or date and venue), a shortened summary; the whole card is the link. */
export function ActivityCard({ item }: { item: ActivityCardItem }) {
  const { i18n } = useLingui();
  const { site, lang } = useSite();
  const external = isExternal(item.href);
  const sameDay = item.startDate === item.endDate;
  return (
    <Card data-testid="activity-card">
      <CardLink href={resolveHref(site, lang, item.href)} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        <CardCover src={item.coverImage} width={640} height={360} />
        <Body>
          <Status $status={item.status}>{i18n._(STATUS_TEXT[item.status])}</Status>
          <Title>
            {item.title}
            {external && <VisuallyHidden> {i18n._(activityMessages.opensInNewTab)}</VisuallyHidden>}
          </Title>
          <Meta>
            <VisuallyHidden>{i18n._(item.kind === 'event' ? activityMessages.date : activityMessages.period)}: </VisuallyHidden>
            <FormattedDate day={item.startDate} />
            {!sameDay && (
              <>
                <span aria-hidden="true"> – </span>
                <FormattedDate day={item.endDate} />
              </>
            )}
          </Meta>
          {item.location && (
            <Meta>
              <VisuallyHidden>{i18n._(activityMessages.location)}: </VisuallyHidden>
              {item.location}
            </Meta>
          )}
          <Summary>{shortenText(item.summary, CARD_SUMMARY_LIMIT)}</Summary>
        </Body>
      </CardLink>
    </Card>
  );
}

const Card = styled.li`
  display: flex;
  min-width: 0;
`;

const CardLink = styled(AppLink)`
  display: flex;
  flex-direction: column;
  width: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  color: inherit;
  text-decoration: none;
  transition: box-shadow 0.15s ease, border-color 0.15s ease;
  &:hover {
    border-color: ${({ theme }) => theme.colors.brand};
    box-shadow: ${({ theme }) => theme.shadows.dropdown};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
`;

/** Upcoming keeps the chip's blue; ongoing is green, ended grey. */
const Status = styled(Chip)<{ $status: ActivityCardItem['status'] }>`
  align-self: flex-start;
  ${({ $status, theme }) =>
    $status === 'ended'
      ? css`background: ${theme.colors.surface}; color: ${theme.colors.textMuted};`
      : $status === 'ongoing'
        ? css`background: #e7f6ef; color: #0d6b4c;`
        : ''}
`;

const Title = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.4;
  ${media.mobile} { font-size: ${({ theme }) => theme.fontSizes.md}; }
`;

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Summary = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.6;
`;
