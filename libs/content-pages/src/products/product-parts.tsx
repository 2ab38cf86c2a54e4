import type { Product, ProductSummary } from '@brokerage/contracts';
import { AppButtonLink } from '@brokerage/layout';
import { media } from '@brokerage/ui';
import { useLingui } from '@lingui/react';
import styled, { css } from 'styled-components';
import { CheckIcon } from '../home/line-icon';
import { ProductIcon } from '../home/home-icons';
import { productMessages as m } from './messages';
import { Band, Inner, PlainLink, SectionHeading, useSitePath } from './bands';

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
