import { linkStyles, media } from '@brokerage/ui';
import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { AppLink } from '@brokerage/layout';

/** The content width of the frame, with the page's side padding. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.lg};
  ${media.mobile} {
    padding: 0 ${({ theme }) => theme.space.md};
  }
`;

/** A full-width band of the home page with its vertical rhythm. */
export const Band = styled.section<{ $tone?: 'plain' | 'surface' }>`
  padding: ${({ theme }) => theme.space.xxl} 0;
  background: ${({ theme, $tone }) => ($tone === 'surface' ? theme.colors.surface : theme.colors.background)};
  ${media.mobile} {
    padding: ${({ theme }) => theme.space.xl} 0;
  }
`;

/** A section's heading row: title, and its "All …" link at the end. */
export const SectionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

export const SectionTitle = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: 1.3;
  ${media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

export const MoreLink = styled(AppLink)`
  ${linkStyles};
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  &::after {
    content: '›';
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: 1;
  }
`;

export interface HomeSectionProps {
  title: string;
  /** "All …" link at the heading's end. */
  more?: { href: string; label: string };
  tone?: 'plain' | 'surface';
  testId?: string;
  children: ReactNode;
}

/** A home page section: a full-width band with a titled, frame-wide column. */
export function HomeSection({ title, more, tone = 'plain', testId, children }: HomeSectionProps) {
  const headingId = useId();
  return (
    <Band $tone={tone} aria-labelledby={headingId} data-testid={testId}>
      <Container>
        <SectionHeader>
          <SectionTitle id={headingId}>{title}</SectionTitle>
          {more ? <MoreLink href={more.href}>{more.label}</MoreLink> : null}
        </SectionHeader>
        {children}
      </Container>
    </Band>
  );
}

/**
 * Limit of `shortenText` for card summaries: words of English text, characters of Chinese text
 * (spec 5). Above the spec's default of 6 so a Chinese teaser says something ("11 月及…" does not).
 */
export const CARD_SUMMARY_LIMIT = 20;

/** A plain list without bullets. */
export const PlainList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A card that is one link: lifts on hover, shows the focus ring on the whole card. */
export const cardLinkStyles = css`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  transition: box-shadow 0.15s ease, transform 0.15s ease, border-color 0.15s ease;
  &:hover {
    border-color: ${({ theme }) => theme.colors.brand};
    box-shadow: ${({ theme }) => theme.shadows.dropdown};
  }
  &:hover h3 {
    color: ${({ theme }) => theme.colors.brand};
  }
  @media (prefers-reduced-motion: no-preference) {
    &:hover {
      transform: translateY(-2px);
    }
  }
`;

export const CardTitle = styled.h3`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 1.45;
`;

export const CardText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.6;
`;

export const CardMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** A cover picture that keeps its frame while loading and never stretches. */
export const Cover = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surface};
`;
