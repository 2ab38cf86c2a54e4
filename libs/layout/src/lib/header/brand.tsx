import styled from 'styled-components';
import { media, VisuallyHidden } from '@brokerage/ui';
import { AppLink } from '../links';

export interface BrandProps {
  href: string;
  brandName: string;
  logoText: string;
  /** Accessible name of the home link. */
  homeLabel: string;
  tone?: 'light' | 'dark';
}

/**
 * Logo mark, brand name and the district's logo text; links home. The link is named by hidden
 * text rather than aria-label: an aria-label must contain all visible text (WCAG 2.5.3), and the
 * visible words change with the viewport (the tagline shows on mobile, the name hides on narrow desktops).
 */
export function Brand({ href, brandName, logoText, homeLabel, tone = 'light' }: BrandProps) {
  return (
    <BrandLink href={href} $tone={tone}>
      <LogoMark />
      <Words aria-hidden="true">
        <Name>{brandName}</Name>
        {logoText && <Tagline>{logoText}</Tagline>}
      </Words>
      <VisuallyHidden>{homeLabel}</VisuallyHidden>
    </BrandLink>
  );
}

/** Harbour wave in a rounded square: the broker's mark. */
const LogoMark = () => (
  <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
    <rect width="32" height="32" rx="8" fill="#0c3c8f" />
    <path d="M6 19c3.3 0 3.3-3 6.7-3s3.3 3 6.6 3 3.4-3 6.7-3" fill="none" stroke="#f26f21" strokeWidth="2.6" strokeLinecap="round" />
    <path d="M6 24c3.3 0 3.3-3 6.7-3s3.3 3 6.6 3 3.4-3 6.7-3" fill="none" stroke="#ffffff" strokeWidth="2.2" strokeLinecap="round" opacity="0.8" />
    <path d="M11 13V8h10v5" fill="none" stroke="#ffffff" strokeWidth="2.2" strokeLinejoin="round" />
  </svg>
);

const BrandLink = styled(AppLink)<{ $tone: 'light' | 'dark' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  color: ${({ theme, $tone }) => ($tone === 'dark' ? theme.colors.textInverse : theme.colors.text)};
  text-decoration: none;
  svg { flex: none; }
`;

const Words = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  line-height: 1.2;
`;

const Name = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 700;
  white-space: nowrap;
  /* Narrow desktops keep the mark only (the link's accessible name still carries the brand). */
  @media (min-width: 1024px) and (max-width: 1279.98px) { display: none; }
`;

const Tagline = styled.span`
  max-width: 220px;
  overflow: hidden;
  color: inherit;
  opacity: 0.7;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: nowrap;
  text-overflow: ellipsis;
  /* On desktop the tagline sits in the top bar. */
  ${media.desktop} { display: none; }
  /* On phones it is the licence line (HK): shown whole, on two lines if the phone is narrow, never cut off. */
  ${media.mobile} {
    max-width: none;
    overflow: visible;
    white-space: normal;
    text-overflow: clip;
    overflow-wrap: anywhere;
  }
`;
