import type { Product } from '@brokerage/contracts';
import { type AppScreenProps, media } from '@brokerage/ui';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Inner } from './bands';
import { productMessages as m } from './messages';

/** The hero of the product-family pages (see bands.tsx for why it is a module of its own). */
export interface PageHeroProps {
  title: string;
  summary: string;
  highlights?: Product['highlights'];
  /** Extra content under the summary (buttons). */
  children?: ReactNode;
  /** A small line above the title (e.g. the product family). */
  eyebrow?: ReactNode;
  /** A decorative icon beside the title (the product's). */
  icon?: ReactNode;
  /** A picture beside the text on desktops (a phone with the app) rising from the band's bottom edge, its lower part fading into the band; left out on phones. */
  visual?: ReactNode;
}

/** The page's hero band: the one `<h1>`, the summary and up to four highlight figures. */
export function PageHero({ title, summary, highlights = [], children, eyebrow, icon, visual }: PageHeroProps) {
  const { i18n } = useLingui();
  return (
    <HeroBand aria-labelledby="page-title">
      <HeroInner $withVisual={Boolean(visual)}>
        <div>
          {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
          <TitleRow>
            {icon ? <HeroIcon>{icon}</HeroIcon> : null}
            <HeroTitle id="page-title">{title}</HeroTitle>
          </TitleRow>
          <HeroSummary>{summary}</HeroSummary>
          {children}
          {highlights.length > 0 ? (
            <Highlights aria-label={i18n._(m.highlights)}>
              {highlights.slice(0, 4).map((highlight) => (
                <li key={`${highlight.value}-${highlight.label}`}>
                  <strong>{highlight.value}</strong>
                  <span>{highlight.label}</span>
                </li>
              ))}
            </Highlights>
          ) : null}
        </div>
        {visual ? (
          <HeroVisual>
            <div>{visual}</div>
          </HeroVisual>
        ) : null}
      </HeroInner>
    </HeroBand>
  );
}

const HeroInner = styled(Inner)<{ $withVisual: boolean }>`
  display: grid;
  grid-template-columns: ${({ $withVisual }) => ($withVisual ? 'minmax(0, 1fr) 264px' : 'minmax(0, 1fr)')};
  gap: ${({ theme }) => theme.space.xxl};
  ${media.mobile} { grid-template-columns: minmax(0, 1fr); }
`;

/**
 * The phone stands in the band's last column down to the band's bottom edge (through the band's
 * padding); its lower part fades into the band there, so the screen ends softly instead of being
 * sliced through a row of the app.
 */
const HeroVisual = styled.div`
  position: relative;
  /* Tall enough that the screen's price chart shows whole and the fade falls on the order book below it. */
  min-height: 460px;
  /* 32 px each side beyond the column (taken back by the margins) so the clip keeps the phone's shadow. */
  margin: 0 -32px -${({ theme }) => theme.space.xxl};
  overflow: hidden;
  mask-image: linear-gradient(to bottom, #000 calc(100% - 110px), transparent 100%);
  > div { position: absolute; top: ${({ theme }) => theme.space.sm}; left: 32px; width: 264px; }
  ${media.mobile} { display: none; }
`;

const HeroBand = styled.section`
  position: relative;
  overflow: hidden;
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.brandDark} 0%, ${({ theme }) => theme.colors.brand} 100%);
  color: ${({ theme }) => theme.colors.textInverse};
  /* Decorative rings: pure CSS, nothing for assistive technology. */
  &::before,
  &::after {
    content: '';
    position: absolute;
    border: 40px solid rgba(255, 255, 255, 0.06);
    border-radius: 50%;
    pointer-events: none;
  }
  &::before { width: 420px; height: 420px; right: -120px; top: -160px; }
  &::after { width: 260px; height: 260px; right: 160px; bottom: -180px; border-color: rgba(247, 135, 63, 0.14); }
  ${Inner} { position: relative; z-index: 1; }
`;

const Eyebrow = styled.div`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  a { color: ${({ theme }) => theme.colors.textInverse}; }
`;

const TitleRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

const HeroIcon = styled.div`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border: 1px solid rgba(255, 255, 255, 0.24);
  border-radius: ${({ theme }) => theme.radii.lg};
  background: rgba(255, 255, 255, 0.1);
  ${media.mobile} { width: 44px; height: 44px; svg { width: 24px; height: 24px; } }
`;

/** Buttons under the hero's summary. */
export const HeroActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  /* Phones: the buttons share the row, or each takes a full row when they wrap, not two ragged widths. */
  ${media.mobile} {
    gap: ${({ theme }) => theme.space.sm};
    & > * { flex: 1 1 140px; }
  }
`;

const HeroTitle = styled.h1`
  margin: 0;
  font-size: 36px;
  line-height: 1.25;
  ${media.mobile} { font-size: ${({ theme }) => theme.fontSizes.xxl}; }
`;

const HeroSummary = styled.p`
  max-width: 720px;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.6;
  opacity: 0.92;
`;

const Highlights = styled.ul`
  display: grid;
  /* Three or four figures fill the text column's width (a fixed four left a hole after three). */
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.xl} 0 0;
  padding: 0;
  list-style: none;
  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    li:last-child:nth-child(odd) { grid-column: 1 / -1; }
  }
  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.md};
    background: rgba(255, 255, 255, 0.1);
  }
  strong { font-size: ${({ theme }) => theme.fontSizes.xl}; overflow-wrap: anywhere; }
  span { font-size: ${({ theme }) => theme.fontSizes.sm}; line-height: 1.5; opacity: 0.9; }
`;

/** The app screens' market for a product's fee market: a US or A-share page shows a stock of its own market. */
export const appScreenMarketOf = (feeMarket: string | undefined): AppScreenProps['market'] => {
  if (feeMarket === 'us-stocks' || feeMarket === 'us-options') return 'us';
  if (feeMarket === 'a-shares') return 'cn';
  return 'hk';
};
