import { useLingui } from '@lingui/react';
import { useSite, useSiteHref } from '@brokerage/site-core';
import { AppPhone, buttonStyles, media, type ButtonStyleProps } from '@brokerage/ui';
import styled from 'styled-components';
import { homeLinks } from './home-data';
import { CheckIcon } from './line-icon';
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
        <HeroPhones />
      </HeroContainer>
    </Hero>
  );
}

/** The app itself: its quote page in front, the portfolio behind it (sample data, one picture each for screen readers). */
function HeroPhones() {
  return (
    <Phones data-testid="home-hero-app">
      <BackPhone>
        <AppPhone kind="portfolio" size="md" />
      </BackPhone>
      <FrontPhone>
        <AppPhone kind="quote" size="lg" />
      </FrontPhone>
    </Phones>
  );
}

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
    /* Two buttons share a phone's row: each label keeps one line, in less padding if need be. */
    min-width: 0;
    white-space: nowrap;
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

/*
 * The phones rise from the hero's bottom edge (the hero hides what overflows) and fade into it
 * there, as the product pages' phone does: a soft end rather than a screen sliced through a row.
 */
const Phones = styled.div`
  position: relative;
  align-self: stretch;
  min-height: 500px;
  /* Widened to the left (the back phone moved in by as much): the mask clips to this box, and the tilted phone's corner stands out of it. */
  margin: 0 0 -72px -48px;
  mask-image: linear-gradient(to bottom, #000 calc(100% - 96px), transparent 100%);
  ${media.mobile} {
    display: flex;
    justify-content: center;
    min-height: 0;
    /* The quote's price chart shows whole; the fade falls on the order book under it. */
    height: 400px;
    margin: ${({ theme }) => theme.space.sm} 0 -${({ theme }) => theme.space.xl};
    overflow: hidden;
  }
`;

const FrontPhone = styled.div`
  position: absolute;
  top: 0;
  right: 0;
  ${media.mobile} {
    position: static;
    width: 264px;
  }
`;

const BackPhone = styled.div`
  position: absolute;
  top: 64px;
  left: 48px;
  opacity: 0.92;
  transform: rotate(-6deg);
  ${media.mobile} {
    display: none;
  }
`;
