import type { Product, ProductSummary } from '@brokerage/contracts';
import { pagePath } from '@brokerage/domain';
import { AppButtonLink, AppLink } from '@brokerage/layout';
import { useSite } from '@brokerage/site-core';
import { AppPhone, type AppScreenProps, linkStyles, media } from '@brokerage/ui';
import { useLingui } from '@lingui/react';
import styled from 'styled-components';
import { calculatorHref } from '../fees/calculator-link';
import { formatCount, formatMoney } from '../fees/format';
import { calculateTradeCost } from '../fees/trade-cost';
import { productMessages as m } from './messages';
import { Band, Inner, SectionHeading } from './bands';
import { FaqList, FeatureGrid, ProductCards, ProductCta, RiskNote } from './product-parts';
import type { ProductPricing } from './product-pricing';

/**
 * A product page below its hero: what it costs beside the market's facts, features, how to trade in
 * the app, FAQ, related products, risk note and the closing band. It starts below the first screen,
 * so its code (with the fee calculator's engine that prices the example order) is a deferred part.
 */
export function ProductBelowFold({ product, related, pricing, market }: { product: Product; related: ProductSummary[]; pricing: ProductPricing | null; market: AppScreenProps['market'] }) {
  const { i18n } = useLingui();
  return (
    <>
      <PricingAndFacts pricing={pricing} facts={product.facts} />
      <FeatureGrid heading={i18n._(m.features)} items={product.features} />
      <TradeSteps steps={product.steps ?? []} market={market} />
      <FaqList items={product.faq} tone="plain" />
      <ProductCards heading={i18n._(m.relatedProducts)} products={related} />
      <RiskNote text={product.riskNote} />
      <ProductCta />
    </>
  );
}

// ---------- pricing and market facts ----------

/**
 * What trading the product costs: the example order of its market priced by the fee calculator's
 * engine from the plan's rates (every charge and the total), with the calculator preset to that
 * market and order; for a market the calculator does not price (funds), the fee table's rows.
 */
export function PricingSnippet({ pricing }: { pricing: ProductPricing }) {
  const { i18n } = useLingui();
  const { site, lang } = useSite();
  const charges = pagePath(site, lang, 'charges');
  const cost = pricing.example ? calculateTradeCost(pricing.example.rates, pricing.example.trade) : null;
  return (
    <Panel aria-labelledby="pricing-title" data-testid="product-pricing">
      <PanelHeading id="pricing-title">{i18n._(m.pricingTitle)}</PanelHeading>
      <PricingMeta>
        <span>{pricing.title}</span>
        <span>{i18n._(m.pricingPlan.id, { plan: pricing.planName })}</span>
      </PricingMeta>
      {cost && pricing.example ? (
        <>
          <PricingOrder>
            {/* Options are bought in contracts at a premium per share; stocks in shares at a price. */}
            {i18n._((pricing.example.rates.contractSize ? m.pricingContracts : m.pricingShares).id, {
              quantity: pricing.example.trade.quantity,
              shares: formatCount(lang, pricing.example.trade.quantity),
              price: formatMoney(lang, cost.currency, pricing.example.trade.price),
            })}
          </PricingOrder>
          <Lines>
            <div>
              <dt>{i18n._(m.pricingValue)}</dt>
              <dd>{formatMoney(lang, cost.currency, cost.tradeValue)}</dd>
            </div>
            {cost.lines.map((line) => (
              <div key={line.key}>
                <dt>{line.label}</dt>
                <dd>{formatMoney(lang, cost.currency, line.amount)}</dd>
              </div>
            ))}
            <Total>
              <dt>{i18n._(m.pricingTotal)}</dt>
              <dd data-testid="product-pricing-total">{formatMoney(lang, cost.currency, cost.totalCharges)}</dd>
            </Total>
          </Lines>
          <PricingNote>{i18n._(m.pricingNote)}</PricingNote>
        </>
      ) : (
        <Lines>
          {pricing.rows.map((row) => (
            <div key={row.item}>
              <dt>{row.item}</dt>
              <dd>{row.charge}</dd>
            </div>
          ))}
        </Lines>
      )}
      <PanelLinks>
        {pricing.example ? (
          <AppButtonLink href={calculatorHref(charges, pricing.planId, pricing.market, pricing.example.trade)} $variant="primary" $size="md">
            {i18n._(m.pricingCalculator)}
          </AppButtonLink>
        ) : null}
        <TextLink href={pagePath(site, lang, `charges/${pricing.planId}`)}>{i18n._(m.pricingTable)} →</TextLink>
      </PanelLinks>
    </Panel>
  );
}

/** The market's facts (trading hours, currencies, lot rules, settlement) as a description list. */
export function MarketFacts({ facts }: { facts: NonNullable<Product['facts']> }) {
  const { i18n } = useLingui();
  return (
    <Panel aria-labelledby="facts-title" data-testid="product-facts">
      <PanelHeading id="facts-title">{i18n._(m.factsTitle)}</PanelHeading>
      <Facts>
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </Facts>
    </Panel>
  );
}

/** Pricing beside the market facts (one above the other on phones); either may be absent. */
export function PricingAndFacts({ pricing, facts = [] }: { pricing: ProductPricing | null; facts?: Product['facts'] }) {
  if (!pricing && facts.length === 0) return null;
  return (
    <Band id="pricing" $tone="surface">
      <Inner>
        <Panels $single={!pricing || facts.length === 0}>
          {pricing ? <PricingSnippet pricing={pricing} /> : null}
          {facts.length > 0 ? <MarketFacts facts={facts} /> : null}
        </Panels>
      </Inner>
    </Band>
  );
}

const Panels = styled.div<{ $single: boolean }>`
  display: grid;
  grid-template-columns: ${({ $single }) => ($single ? 'minmax(0, 1fr)' : 'minmax(0, 1.15fr) minmax(0, 1fr)')};
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  ${media.mobile} { grid-template-columns: minmax(0, 1fr); gap: ${({ theme }) => theme.space.md}; }
`;

const Panel = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: 0 1px 2px rgba(15, 30, 60, 0.04);
  ${media.mobile} { padding: ${({ theme }) => theme.space.md}; }
`;

const PanelHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1.3;
`;

const PricingMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  span + span::before { content: '·'; margin-right: ${({ theme }) => theme.space.md}; }
  /* On a phone the two do not fit one line: each gets its own, without a dot opening the second. */
  ${media.mobile} {
    flex-direction: column;
    span + span::before { content: none; }
  }
`;

const PricingOrder = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-weight: 600;
`;

/** Label-value rows with dotted leaders' calm cousin: a hairline between rows, figures right-aligned. */
const Lines = styled.dl`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-variant-numeric: tabular-nums; text-align: right; }
`;

const Total = styled.div`
  && { border-bottom: 0; padding-top: ${({ theme }) => theme.space.md}; align-items: baseline; }
  && dt { color: ${({ theme }) => theme.colors.text}; font-weight: 600; font-size: ${({ theme }) => theme.fontSizes.md}; }
  && dd { color: ${({ theme }) => theme.colors.brand}; font-size: ${({ theme }) => theme.fontSizes.xxl}; font-weight: 700; }
`;

const PricingNote = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1.6;
`;

const PanelLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin-top: ${({ theme }) => theme.space.lg};
`;

const TextLink = styled(AppLink)`
  ${linkStyles};
  font-weight: 600;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  margin: ${({ theme }) => theme.space.md} 0 0;
  div {
    display: grid;
    grid-template-columns: minmax(7em, 0.8fr) minmax(0, 2fr);
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.md} 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  div:first-child { border-top: 0; padding-top: 0; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  dd { margin: 0; line-height: 1.6; }
  ${media.mobile} {
    div { grid-template-columns: minmax(0, 1fr); gap: ${({ theme }) => theme.space.xxs}; padding: ${({ theme }) => theme.space.sm} 0; }
  }
`;

/** How to trade in three steps, each beside the app screen it happens on, in the product's market. */
export function TradeSteps({ steps, market }: { steps: NonNullable<Product['steps']>; market?: AppScreenProps['market'] }) {
  const { i18n } = useLingui();
  if (steps.length === 0) return null;
  return (
    <Band $tone="surface" aria-labelledby="steps-title">
      <Inner>
        <SectionHeading id="steps-title">{i18n._(m.stepsTitle)}</SectionHeading>
        {/* On phones the steps scroll sideways: the list takes focus so a keyboard can scroll it too. */}
        <Steps tabIndex={0}>
          {steps.map((step, index) => (
            <li key={step.title}>
              <AppPhone kind={step.screen} market={market} size="sm" />
              <StepText>
                <StepNumber>{i18n._(m.stepNumber.id, { number: index + 1 })}</StepNumber>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </StepText>
            </li>
          ))}
        </Steps>
      </Inner>
    </Band>
  );
}

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xl};
  margin: 0;
  padding: 0;
  list-style: none;
  li { display: flex; flex-direction: column; align-items: center; gap: ${({ theme }) => theme.space.lg}; }
  /* Phones: the steps slide sideways, one screen and its words at a time, instead of three phones in a column. */
  ${media.mobile} {
    display: flex;
    gap: ${({ theme }) => theme.space.md};
    margin: 0 -${({ theme }) => theme.space.md};
    padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.sm};
    overflow-x: auto;
    scroll-snap-type: x mandatory;
    li { flex: 0 0 78%; scroll-snap-align: center; }
  }
`;

const StepText = styled.div`
  align-self: stretch;
  h3 { margin: 0 0 ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.fontSizes.lg}; line-height: 1.4; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; line-height: 1.7; }
`;

const StepNumber = styled.span`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.04em;
`;

/** The financial-investment overview below its hero: a card for each product, the features, FAQ, risk note and closing band. */
export function ProductOverviewBelowFold({ overview, products }: { overview: Product; products: ProductSummary[] }) {
  const { i18n } = useLingui();
  return (
    <>
      <ProductCards heading={i18n._(m.allProducts)} products={products} />
      <FeatureGrid heading={i18n._(m.features)} items={overview.features} />
      <FaqList items={overview.faq} />
      <RiskNote text={overview.riskNote} />
      <ProductCta />
    </>
  );
}
