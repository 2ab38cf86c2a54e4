import { useLingui } from '@lingui/react';
import { useSite, useSiteHref } from '@brokerage/site-core';
import { buttonStyles, media, type ButtonStyleProps } from '@brokerage/ui';
import styled from 'styled-components';
import { homeLinks } from './home-data';
import { CheckIcon } from './home-icons';
import { Container } from './home-layout';
import { homeHeadings, homeMessages } from './home-messages';
import { AppLink } from '@brokerage/layout';

export interface HomeHeroProps {
  /** The introduction under the heading (page text `hero.subtitle`); left out when null. */
  intro: string | null;
  /** Label of the district's main call to action (page text `hero.cta`). */
  ctaLabel?: string;
  /** Short reasons to trust the broker, shown as ticks (at most three). */
  trust?: string[];
  /** Whether the open-account call to action is offered (the header's open-account rule). */
  showOpenAccount?: boolean;
  /** A logged-in visitor is not asked to register. */
  loggedIn?: boolean;
}

/**
 * The first screen: the district's value proposition as the page's only <h1>, the introduction,
 * the open-account and register calls to action (the district's main one first) and trust ticks.
 */
export function HomeHero({ intro, ctaLabel, trust = [], showOpenAccount = true, loggedIn = false }: HomeHeroProps) {
  const { i18n } = useLingui();
  const { site } = useSite();
  const href = useSiteHref();
  const openAccount = showOpenAccount ? { href: href(site.openAccountHref), label: i18n._(homeMessages.openAccount) } : null;
  const register = loggedIn ? null : { href: href(site.registerPath), label: i18n._(homeMessages.register) };
  // The HK site leads with opening an account, the mainland site with registering (page text hero.cta).
  const [primary, secondary] = site.district === 'mainland' ? [register, openAccount] : [openAccount, register];
  const actions = [
    primary ? { ...primary, label: ctaLabel || primary.label, variant: 'accent' as const } : null,
    secondary ? { ...secondary, variant: 'ghost' as const } : null,
  ].filter((action) => action !== null);
  if (actions.length === 0) actions.push({ href: href(homeLinks.products), label: i18n._(homeMessages.exploreProducts), variant: 'accent' });

  return (
    <Hero data-testid="home-hero">
      <HeroContainer>
        <Copy>
          <Heading>{i18n._(homeHeadings[site.district])}</Heading>
          {intro ? <Intro data-testid="home-intro">{intro}</Intro> : null}
          <Actions>
            {actions.map((action) => (
              <CtaLink key={action.href} href={action.href} $variant={action.variant} $size="lg">
                {action.label}
              </CtaLink>
            ))}
          </Actions>
          {trust.length > 0 ? (
            <Trust aria-label={i18n._(homeMessages.trust)}>
              {trust.slice(0, 3).map((item) => (
                <li key={item}>
                  <CheckIcon size={18} />
                  {item}
                </li>
              ))}
            </Trust>
          ) : null}
        </Copy>
        <Illustration />
      </HeroContainer>
    </Hero>
  );
}

/** A phone showing a rising chart and the three markets; decorative. */
const Illustration = () => (
  <Art viewBox="0 0 420 360" aria-hidden="true" focusable="false">
    <defs>
      <linearGradient id="home-hero-screen" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#ffffff" />
        <stop offset="1" stopColor="#e8eefb" />
      </linearGradient>
      <linearGradient id="home-hero-area" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#f7873f" stopOpacity="0.45" />
        <stop offset="1" stopColor="#f7873f" stopOpacity="0" />
      </linearGradient>
    </defs>
    <circle cx="250" cy="180" r="150" fill="#ffffff" opacity="0.06" />
    <circle cx="250" cy="180" r="105" fill="#ffffff" opacity="0.06" />
    <rect x="160" y="28" width="180" height="312" rx="28" fill="#0a1f4d" />
    <rect x="170" y="40" width="160" height="288" rx="20" fill="url(#home-hero-screen)" />
    <rect x="226" y="48" width="48" height="6" rx="3" fill="#c9d4ea" />
    <rect x="186" y="72" width="70" height="10" rx="5" fill="#0c3c8f" />
    <rect x="186" y="90" width="46" height="8" rx="4" fill="#9aa8c3" />
    <text x="314" y="84" textAnchor="end" fontFamily="Arial, sans-serif" fontSize="15" fontWeight="700" fill="#12805c">+2.8%</text>
    <path d="M184 230 L208 214 L228 222 L252 188 L274 196 L296 160 L316 150 L316 270 L184 270 Z" fill="url(#home-hero-area)" />
    <path d="M184 230 L208 214 L228 222 L252 188 L274 196 L296 160 L316 150" fill="none" stroke="#f7873f" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
    <circle cx="316" cy="150" r="6" fill="#f7873f" stroke="#ffffff" strokeWidth="3" />
    <rect x="186" y="286" width="60" height="26" rx="13" fill="#0c3c8f" />
    <rect x="254" y="286" width="60" height="26" rx="13" fill="#c2410c" />
    <g fontFamily="Arial, sans-serif" fontWeight="700" fontSize="15" textAnchor="middle">
      <rect x="60" y="96" width="92" height="40" rx="20" fill="#ffffff" />
      <circle cx="82" cy="116" r="8" fill="#c2410c" />
      <text x="116" y="121" fill="#0c3c8f">HK</text>
      <rect x="44" y="176" width="92" height="40" rx="20" fill="#ffffff" />
      <circle cx="66" cy="196" r="8" fill="#0c3c8f" />
      <text x="100" y="201" fill="#0c3c8f">US</text>
      <rect x="348" y="226" width="64" height="40" rx="20" fill="#ffffff" />
      <circle cx="368" cy="246" r="8" fill="#12805c" />
      <text x="392" y="251" fill="#0c3c8f">A</text>
    </g>
  </Art>
);

const Hero = styled.section`
  position: relative;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textInverse};
  background:
    radial-gradient(circle at 85% 15%, rgba(247, 135, 63, 0.28), transparent 45%),
    radial-gradient(circle at 10% 110%, rgba(47, 128, 255, 0.35), transparent 50%),
    linear-gradient(135deg, ${({ theme }) => theme.colors.brand} 0%, ${({ theme }) => theme.colors.brandDark} 60%, #061d47 100%);
`;

const HeroContainer = styled(Container)`
  display: grid;
  grid-template-columns: minmax(0, 1.15fr) minmax(0, 0.85fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.xl};
  padding-top: 72px;
  padding-bottom: 72px;
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    padding-top: ${({ theme }) => theme.space.xl};
    padding-bottom: ${({ theme }) => theme.space.xl};
  }
`;

const Copy = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  ${media.mobile} {
    gap: ${({ theme }) => theme.space.md};
  }
`;

const Heading = styled.h1`
  margin: 0;
  font-size: 44px;
  font-weight: 700;
  line-height: 1.2;
  letter-spacing: -0.01em;
  text-wrap: balance;
  ${media.mobile} {
    font-size: 28px;
    line-height: 1.3;
  }
`;

const Intro = styled.p`
  max-width: 600px;
  margin: 0;
  color: rgba(255, 255, 255, 0.88);
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.65;
  ${media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  ${media.mobile} {
    gap: ${({ theme }) => theme.space.sm};
    & > * {
      flex: 1 1 140px;
    }
  }
`;

const CtaLink = styled(AppLink)<ButtonStyleProps>`
  ${buttonStyles};
  min-width: 160px;
  ${({ $variant }) => ($variant === 'ghost' ? 'color: #ffffff; border-color: rgba(255, 255, 255, 0.7);' : '')}
  &:focus-visible {
    outline: 3px solid #ffffff;
    outline-offset: 2px;
  }
  ${media.mobile} {
    min-width: 0;
  }
`;

const Trust = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: 0;
  padding: 0;
  list-style: none;
  color: rgba(255, 255, 255, 0.92);
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.accentOnDark};
  }
  ${media.mobile} {
    gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  }
`;

const Art = styled.svg`
  width: 100%;
  max-width: 440px;
  height: auto;
  justify-self: end;
  ${media.mobile} {
    display: none;
  }
`;
