import { useLingui } from '@lingui/react';
import { FormattedDate, MapPinIcon, media } from '@brokerage/ui';
import { shortenText } from '@brokerage/validation';
import { useId, type ReactNode } from 'react';
import { useSiteHref } from '@brokerage/site-core';
import styled from 'styled-components';
import { homeLinks, type HomeEvent, type HomeNewsItem } from './home-data';
import { Band, CardMeta, Container, MoreLink, PlainList, SectionHeader } from './home-layout';
import { homeMessages } from './home-messages';
import { AppLink } from '@brokerage/layout';

export interface HomeNewsEventsProps {
  news: readonly HomeNewsItem[];
  events: readonly HomeEvent[];
}

/** Latest news and upcoming events side by side (stacked on phones); a column without items is left out. */
export function HomeNewsEvents({ news, events }: HomeNewsEventsProps) {
  const { i18n } = useLingui();
  const href = useSiteHref();
  if (news.length === 0 && events.length === 0) return null;
  return (
    <Band as="div" data-testid="home-news-events">
      <Columns $count={Number(news.length > 0) + Number(events.length > 0)}>
        {news.length > 0 ? (
          <Column title={i18n._(homeMessages.newsTitle)} more={{ href: href(homeLinks.news), label: i18n._(homeMessages.newsAll) }} testId="home-news">
            {news.map((item) => (
              <li key={item.id}>
                <Entry href={href(homeLinks.newsItem(item.id))}>
                  <Thumb src={item.coverImage} alt="" loading="lazy" width={240} height={135} />
                  <EntryText>
                    <EntryTitle>{item.title}</EntryTitle>
                    <CardMeta>
                      <FormattedDate day={item.date} />
                    </CardMeta>
                  </EntryText>
                </Entry>
              </li>
            ))}
          </Column>
        ) : null}
        {events.length > 0 ? (
          <Column title={i18n._(homeMessages.eventsTitle)} more={{ href: href(homeLinks.events), label: i18n._(homeMessages.eventsAll) }} testId="home-events">
            {events.map((event) => (
              <li key={`${event.kind}-${event.id}`}>
                <Entry href={href(homeLinks.eventOf(event))}>
                  <Thumb src={event.coverImage} alt="" loading="lazy" width={240} height={135} />
                  <EntryText>
                    <EntryTitle>{event.title}</EntryTitle>
                    <CardMeta>
                      <Kind>{i18n._(event.kind === 'talk' ? homeMessages.eventTalk : homeMessages.eventEvent)}</Kind>
                      <FormattedDate day={event.date} />
                    </CardMeta>
                    <Place>
                      <MapPinIcon size={14} />
                      <span>{event.online ? i18n._(homeMessages.eventOnline) : shortenText(event.location)}</span>
                    </Place>
                  </EntryText>
                </Entry>
              </li>
            ))}
          </Column>
        ) : null}
      </Columns>
    </Band>
  );
}

function Column({ title, more, testId, children }: { title: string; more: { href: string; label: string }; testId: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-testid={testId}>
      <ColumnHeader>
        <Title id={headingId}>{title}</Title>
        <MoreLink href={more.href}>{more.label}</MoreLink>
      </ColumnHeader>
      <Entries>{children}</Entries>
    </section>
  );
}

const Columns = styled(Container)<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xxl};
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xl};
  }
`;

const ColumnHeader = styled(SectionHeader)`
  margin-bottom: ${({ theme }) => theme.space.md};
  padding-bottom: ${({ theme }) => theme.space.sm};
  border-bottom: 2px solid ${({ theme }) => theme.colors.brand};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1.3;
`;

const Entries = styled(PlainList)`
  display: flex;
  flex-direction: column;
  & > li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Entry = styled(AppLink)`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} 0;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover h3 {
    color: ${({ theme }) => theme.colors.brand};
    text-decoration: underline;
  }
`;

const Thumb = styled.img`
  flex: none;
  width: 132px;
  height: 88px;
  border-radius: ${({ theme }) => theme.radii.md};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surface};
  ${media.mobile} {
    width: 96px;
    height: 72px;
  }
`;

const EntryText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const EntryTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 1.45;
  ${media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Kind = styled.span`
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: #e8eefb;
  color: ${({ theme }) => theme.colors.brand};
  font-weight: 600;
  line-height: 20px;
`;

const Place = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  svg {
    flex: none;
  }
`;
