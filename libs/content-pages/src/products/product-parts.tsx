import type { Product, ProductSummary } from '@brokerage/contracts';
import { resolveHref } from '@brokerage/domain';
import { AppButtonLink } from '@brokerage/layout';
import { useSite } from '@brokerage/site-core';
import { type AppScreenProps, media } from '@brokerage/ui';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { CheckIcon, ProductIcon } from '../home/home-icons';
import { productMessages as m } from './messages';

/** A site path with the district and language prefix of the page being rendered. */
export const useSitePath = () => {
  const { site, lang } = useSite();
  return (path: string) => resolveHref(site, lang, path);
};

// ---------- layout ----------

/** A full-width band; `$tone` picks its background. */
export const Band = styled.section<{ $tone?: 'plain' | 'surface' | 'brand' }>`
  background: ${({ theme, $tone = 'plain' }) => ({ plain: theme.colors.background, surface: theme.colors.surface, brand: theme.colors.brand })[$tone]};
  color: ${({ theme, $tone }) => ($tone === 'brand' ? theme.colors.textInverse : theme.colors.text)};
`;

/** The centred column inside a band. */
export const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  ${media.mobile} {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  }
`;

export const SectionHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1.3;
`;

/** An in-site or external link without button looks (router-aware like every AppButtonLink). */
export const PlainLink = styled(AppButtonLink)`
  display: block;
  min-height: 0;
  padding: 0;
  border: 0;
  border-radius: 0;
  background: none;
  color: inherit;
  font-weight: inherit;
  text-align: inherit;
  white-space: normal;
  &:hover:not(:disabled) {
    background: none;
  }
`;

// ---------- hero ----------

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

const HeroIcon = styled.span`
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

// ---------- features, FAQ, risk note ----------

/**
 * A grid of feature cards under an `<h2>`, each marked with the site's check icon: the features
 * are not a sequence, so numbering them (01, 02…) suggested an order that is not there.
 */
export function FeatureGrid({ heading, items }: { heading: string; items: { title: string; text: string }[] }) {
  if (items.length === 0) return null;
  return (
    <Band>
      <Inner>
        <SectionHeading>{heading}</SectionHeading>
        <Cards>
          {items.map((item) => (
            <FeatureCard key={item.title}>
              <FeatureMark>
                <CheckIcon size={22} />
              </FeatureMark>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </FeatureCard>
          ))}
        </Cards>
      </Inner>
    </Band>
  );
}

/** Text beside a phone on desktops; on phones the phone sits centred under the text. */
export const BesidePhone = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxl};
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xl};
    justify-items: center;
    & > :first-child { justify-self: stretch; }
  }
`;

export const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.mobile} { gap: ${({ theme }) => theme.space.md}; }
`;

export const cardStyles = css`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  h3 { margin: 0 0 ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.fontSizes.lg}; line-height: 1.4; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; line-height: 1.6; }
`;

/** The check on a pale brand tile, as the product cards' icons sit. */
const FeatureMark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  margin-bottom: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: rgba(12, 60, 143, 0.08);
  color: ${({ theme }) => theme.colors.brand};
`;

const FeatureCard = styled.li`
  ${cardStyles}
  /* Phones: the check beside the text, as the product cards sit, not a tile on a line of its own in every card. */
  ${media.mobile} {
    display: grid;
    grid-template-columns: 40px minmax(0, 1fr);
    align-items: start;
    column-gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.md};
    ${FeatureMark} { grid-row: span 2; margin: 0; }
    h3 { margin-bottom: ${({ theme }) => theme.space.xs}; font-size: ${({ theme }) => theme.fontSizes.md}; }
    p { grid-column: 2; }
  }
`;

/**
 * Questions and answers: a list (named by its heading) of native disclosures, `<details>` whose
 * `<summary>` is the question; each opens with Enter or Space, and screen readers announce it as
 * expanded or collapsed.
 */
export function FaqList({ items, tone = 'surface' }: { items: Product['faq']; tone?: 'plain' | 'surface' }) {
  const { i18n } = useLingui();
  if (items.length === 0) return null;
  return (
    <Band $tone={tone}>
      <Inner>
        <SectionHeading id="faq-title">{i18n._(m.faq)}</SectionHeading>
        <Faq aria-labelledby="faq-title">
          {items.map((item) => (
            <li key={item.question}>
              <details>
                <summary>{item.question}</summary>
                <p>{item.answer}</p>
              </details>
            </li>
          ))}
        </Faq>
      </Inner>
    </Band>
  );
}

const Faq = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 880px;
  margin: 0;
  padding: 0;
  list-style: none;
  details {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
  }
  summary {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.md};
    font-weight: 600;
    cursor: pointer;
    list-style: none;
    &::-webkit-details-marker { display: none; }
    &::after { content: '+'; color: ${({ theme }) => theme.colors.brand}; font-size: ${({ theme }) => theme.fontSizes.lg}; line-height: 1; }
    &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  }
  details[open] summary::after { content: '−'; }
  p { margin: 0; padding: ${({ theme }) => `0 ${theme.space.md} ${theme.space.md}`}; color: ${({ theme }) => theme.colors.textMuted}; line-height: 1.7; }
`;

/** The product's risk disclosure in a bordered box. */
export function RiskNote({ text, heading }: { text: string; heading?: string }) {
  const { i18n } = useLingui();
  if (!text) return null;
  return (
    <Band>
      <Inner>
        <RiskBox aria-labelledby="risk-note-heading">
          <h2 id="risk-note-heading">{heading ?? i18n._(m.riskNote)}</h2>
          <p>{text}</p>
        </RiskBox>
      </Inner>
    </Band>
  );
}

const RiskBox = styled.aside`
  padding: ${({ theme }) => theme.space.lg};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  h2 { margin: 0 0 ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.fontSizes.md}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; line-height: 1.7; }
`;

// ---------- calls to action ----------

export interface CtaLink {
  label: string;
  href: string;
}

/** The closing band: a heading, a line of text and one or two buttons. */
export function CtaBand({ title, text, primary, secondary }: { title: string; text: string; primary: CtaLink; secondary?: CtaLink }) {
  return (
    <Band $tone="brand" aria-labelledby="cta-heading">
      <CtaInner>
        <div>
          <h2 id="cta-heading">{title}</h2>
          <p>{text}</p>
        </div>
        <CtaButtons>
          <AppButtonLink href={primary.href} $variant="accent" $size="lg">
            {primary.label}
          </AppButtonLink>
          {secondary ? (
            <AppButtonLink href={secondary.href} $variant="ghost" $size="lg">
              {secondary.label}
            </AppButtonLink>
          ) : null}
        </CtaButtons>
      </CtaInner>
    </Band>
  );
}

/** The products' closing band: open an account (the account guide) or see the fees. */
export function ProductCta() {
  const { i18n } = useLingui();
  const path = useSitePath();
  return (
    <CtaBand
      title={i18n._(m.ctaTitle)}
      text={i18n._(m.ctaText)}
      primary={{ label: i18n._(m.openAccount), href: path('/account-guide') }}
      secondary={{ label: i18n._(m.seeFees), href: path('/charges') }}
    />
  );
}

const CtaInner = styled(Inner)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  h2 { margin: 0 0 ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.fontSizes.xl}; }
  p { margin: 0; max-width: 640px; opacity: 0.92; line-height: 1.6; }
`;

const CtaButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  ${media.mobile} {
    flex: 1 1 100%;
    gap: ${({ theme }) => theme.space.sm};
    & > * { flex: 1 1 140px; }
  }
`;

// ---------- product cards ----------

/** A card linking to one product page: its icon (the home page's set), title and summary. */
export function ProductCard({ product, href }: { product: ProductSummary; href: string }) {
  const { i18n } = useLingui();
  return (
    <ProductItem>
      <PlainLink href={href}>
        <Mark>
          <ProductIcon slug={product.slug} size={26} />
        </Mark>
        <h3>{product.title}</h3>
        <p>{product.summary}</p>
        <More aria-hidden="true">{i18n._(m.learnMore)} →</More>
      </PlainLink>
    </ProductItem>
  );
}

/** Cards of products under an `<h2>`, each linking to its page (`/products/financial-investment/{slug}`). */
export function ProductCards({ heading, products }: { heading: string; products: ProductSummary[] }) {
  const path = useSitePath();
  if (products.length === 0) return null;
  return (
    <Band $tone="surface">
      <Inner>
        <SectionHeading>{heading}</SectionHeading>
        <Cards>
          {products.map((product) => (
            <ProductCard key={product.slug} product={product} href={path(`/products/financial-investment/${product.slug}`)} />
          ))}
        </Cards>
      </Inner>
    </Band>
  );
}

const ProductItem = styled.li`
  ${PlainLink} {
    ${cardStyles}
    height: 100%;
    transition: border-color 0.15s ease, box-shadow 0.15s ease;
    &:hover { border-color: ${({ theme }) => theme.colors.brand}; box-shadow: ${({ theme }) => theme.shadows.dropdown}; text-decoration: none; }
    &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
    /* Phones: a compact row (icon beside the text), so eleven cards do not make an endless column. */
    ${media.mobile} {
      display: grid;
      grid-template-columns: 40px minmax(0, 1fr);
      align-items: start;
      justify-content: stretch;
      column-gap: ${({ theme }) => theme.space.md};
      padding: ${({ theme }) => theme.space.md};
      h3 { margin-bottom: ${({ theme }) => theme.space.xs}; font-size: ${({ theme }) => theme.fontSizes.md}; }
      p { grid-column: 2; font-size: ${({ theme }) => theme.fontSizes.sm}; }
    }
  }
`;

/** The product's line icon on a pale brand tile. */
const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  margin-bottom: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: rgba(12, 60, 143, 0.08);
  color: ${({ theme }) => theme.colors.brand};
  ${media.mobile} { grid-row: span 2; width: 40px; height: 40px; margin: 0; svg { width: 22px; height: 22px; } }
`;

const More = styled.span`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: 600;
  ${media.mobile} { display: none; }
`;

// ---------- how to trade ----------

/** The app screens' market for a product's fee market: a US or A-share page shows a stock of its own market. */
export const appScreenMarketOf = (feeMarket: string | undefined): AppScreenProps['market'] => {
  if (feeMarket === 'us-stocks' || feeMarket === 'us-options') return 'us';
  if (feeMarket === 'a-shares') return 'cn';
  return 'hk';
};
