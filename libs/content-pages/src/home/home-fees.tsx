import { useLingui } from '@lingui/react';
import { buttonStyles, linkStyles, media, type ButtonStyleProps } from '@brokerage/ui';
import { useSiteHref } from '@brokerage/site-core';
import styled from 'styled-components';
import { calculatorHref } from '../fees/calculator-link';
import { calculateTradeCost, type Trade } from '../fees/trade-cost';
import { formatMoney, formatWholeMoney } from '../fees/format';
import { homeLinks, type HomePlan } from './home-data';
import { CheckIcon } from './line-icon';
import { CardText, CardTitle, HomeSection, PlainList } from './home-layout';
import { homeMessages } from './home-messages';
import { AppLink } from '@brokerage/layout';

/** How many fee plans the home page shows (the default plan first). */
export const HOME_PLAN_COUNT = 3;

/** The trade each plan card prices all-in: buying HK$10,000 of Hong Kong stocks (100 shares at HK$100), the first order of the month. */
export const HOME_EXAMPLE_TRADE: Trade = { side: 'buy', price: '100', quantity: 100, monthlyOrder: 1 };

/** The calculator with the example trade under `planId` filled in (its query parameters). */
export const exampleTradeHref = (planId: number): string => calculatorHref(homeLinks.charges, planId, 'hk-stocks', HOME_EXAMPLE_TRADE);

export interface HomeFeesProps {
  plans: readonly HomePlan[];
  /** The fee promise (page text `points.fees.text`). */
  text?: string;
}

/**
 * Fee highlights: the fee promise, the plans' highlights with what an example trade costs all-in
 * under each (worked out by the calculator's engine from the plan's rates, so it always agrees
 * with the fee page), and links to the fee page and its calculator.
 */
export function HomeFees({ plans, text }: HomeFeesProps) {
  const { i18n } = useLingui();
  const lang = i18n.locale;
  const href = useSiteHref();
  if (plans.length === 0) return null;
  const shown = [...plans].sort((a, b) => Number(b.isDefault) - Number(a.isDefault)).slice(0, HOME_PLAN_COUNT);
  return (
    <HomeSection title={i18n._(homeMessages.feesTitle)} tone="surface" testId="home-fees">
      <Layout>
        <Lead>
          {text ? <LeadText>{text}</LeadText> : null}
          <Links>
            <ActionLink href={href(homeLinks.calculator)} $variant="primary" $size="md">
              {i18n._(homeMessages.feesCalculator)}
            </ActionLink>
            <ActionLink href={href(homeLinks.charges)} $variant="secondary" $size="md">
              {i18n._(homeMessages.feesAll)}
            </ActionLink>
          </Links>
        </Lead>
        <Plans>
          {shown.map((plan) => (
            <Plan key={plan.id} $featured={plan.isDefault}>
              <PlanHead>
                <CardTitle>{plan.name}</CardTitle>
                {plan.isDefault ? <Badge>{i18n._(homeMessages.feesDefault)}</Badge> : null}
              </PlanHead>
              <CardText>{plan.tagline}</CardText>
              <Highlights>
                {plan.highlights.slice(0, 3).map((highlight) => (
                  <li key={highlight}>
                    <CheckIcon size={16} />
                    <span>{highlight}</span>
                  </li>
                ))}
              </Highlights>
              {plan.hkRates && <AllInCost planId={plan.id} cost={calculateTradeCost(plan.hkRates, HOME_EXAMPLE_TRADE)} lang={lang} />}
            </Plan>
          ))}
        </Plans>
      </Layout>
    </HomeSection>
  );
}

/** What the example trade costs under one plan, every charge included, with the way to its breakdown. */
function AllInCost({ planId, cost, lang }: { planId: number; cost: ReturnType<typeof calculateTradeCost>; lang: string }) {
  const { i18n } = useLingui();
  const href = useSiteHref();
  return (
    <AllIn data-testid="home-fee-all-in">
      <AllInLabel>{i18n._(homeMessages.feesAllIn.id, { value: formatWholeMoney(lang, cost.currency, cost.tradeValue) })}</AllInLabel>
      <AllInAmount>{formatMoney(lang, cost.currency, cost.totalCharges)}</AllInAmount>
      <AllInNote>{i18n._(homeMessages.feesAllInNote)}</AllInNote>
      <AllInLink href={href(exampleTradeHref(planId))}>{i18n._(homeMessages.feesAllInLink)}</AllInLink>
    </AllIn>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 2.4fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const Lead = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const LeadText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 1.7;
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const ActionLink = styled(AppLink)<ButtonStyleProps>`
  ${buttonStyles};
`;

const Plans = styled(PlainList)`
  display: grid;
  grid-template-columns: repeat(${HOME_PLAN_COUNT}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const Plan = styled.li<{ $featured: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme, $featured }) => ($featured ? theme.colors.brand : theme.colors.border)};
  border-top: 4px solid ${({ theme, $featured }) => ($featured ? theme.colors.accent : theme.colors.brand)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  ${media.mobile} {
    padding: ${({ theme }) => theme.space.md};
  }
`;

const PlanHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Badge = styled.span`
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
`;

const Highlights = styled(PlainList)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.5;
  li {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
  }
  svg {
    flex: none;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.success};
  }
`;

const AllIn = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const AllInLabel = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const AllInAmount = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const AllInNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1.5;
`;

const AllInLink = styled(AppLink)`
  ${linkStyles}
  justify-self: start;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;
