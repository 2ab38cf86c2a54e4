import { AppLink } from '@brokerage/layout';
import styled from 'styled-components';

/**
 * Pieces of the editorial cards (blog posts, books, news, promotions and events): each area lays
 * them out its own way and maps its own data, the pieces look and behave the same everywhere.
 */

/** A card's frame: border, rounded corners, a shadow while hovered or focused; positions the stretched title link. */
export const CardFrame = styled.article`
  position: relative;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  transition: box-shadow 0.2s ease;
  &:hover,
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.dropdown};
  }
`;

const CoverImage = styled.img<{ $ratio: string }>`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: ${({ $ratio }) => $ratio};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surface};
`;

export interface CardCoverProps {
  src: string;
  /** The image's own size: it keeps this aspect ratio while it loads, so the list does not jump. */
  width: number;
  height: number;
  className?: string;
}

/** A decorative cover (the title says what it is), loaded lazily in a box of its own aspect ratio. */
export const CardCover = ({ src, width, height, className }: CardCoverProps) => (
  <CoverImage className={className} src={src} alt="" loading="lazy" width={width} height={height} $ratio={`${width} / ${height}`} />
);

/** The title link, stretched over the card (whose frame is `position: relative`), so the whole card is one link target. */
export const CardTitleLink = styled(AppLink)`
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:hover,
  &:focus-visible {
    color: ${({ theme }) => theme.colors.brand};
    text-decoration: underline;
  }
`;

export const CardTitle = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.4;
`;

export const CardSummary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.6;
`;

/** Author, date, pages…: small muted items in a wrapping row. */
export const MetaLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A tag or status label above a title. */
export const Chip = styled.span`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: #e8eefb;
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  line-height: 22px;
`;
