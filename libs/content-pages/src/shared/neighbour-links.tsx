import { AppLink } from '@brokerage/layout';
import { media } from '@brokerage/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { EndSection, EndSectionTitle } from './article-detail';

/** An older or newer article: its title and its page (with district and language). */
export interface NeighbourLink {
  title: string;
  href: string;
}

export interface NeighbourLinksProps {
  /** Heading and name of the navigation ("More posts"). */
  label: string;
  previousLabel: string;
  nextLabel: string;
  previous: NeighbourLink | null;
  next: NeighbourLink | null;
}

/** The older (`rel="prev"`) and newer (`rel="next"`) article by title; nothing when there is neither. */
export function NeighbourLinks({ label, previousLabel, nextLabel, previous, next }: NeighbourLinksProps) {
  const headingId = useId();
  if (!previous && !next) return null;
  return (
    <EndSection as="nav" aria-labelledby={headingId}>
      <EndSectionTitle id={headingId}>{label}</EndSectionTitle>
      <NeighbourList>
        {previous && (
          <li>
            <Neighbour href={previous.href} rel="prev">
              <small>← {previousLabel}</small>
              <span>{previous.title}</span>
            </Neighbour>
          </li>
        )}
        {next && (
          <li data-next>
            <Neighbour href={next.href} rel="next" $end>
              <small>{nextLabel} →</small>
              <span>{next.title}</span>
            </Neighbour>
          </li>
        )}
      </NeighbourList>
    </EndSection>
  );
}

const NeighbourList = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  li[data-next] {
    grid-column: 2;
  }
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    li[data-next] {
      grid-column: 1;
    }
  }
`;

const Neighbour = styled(AppLink)<{ $end?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  height: 100%;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-align: ${({ $end }) => ($end ? 'right' : 'left')};
  text-decoration: none;
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  span {
    font-weight: 600;
    line-height: 1.45;
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.brand};
  }
  &:hover span {
    color: ${({ theme }) => theme.colors.brand};
    text-decoration: underline;
  }
  ${media.mobile} {
    text-align: left;
  }
`;
