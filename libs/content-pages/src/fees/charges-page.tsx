import type { MealPlan, MealPlanSummary } from '@brokerage/contracts';
import { pagePath } from '@brokerage/domain';
import { PageHeading, PageLead, PageSection, useSite, type SiteRouteHandle } from '@brokerage/site-core';
import { deferHydration, linkStyles, media } from '@brokerage/ui';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useLoaderData, useSearchParams } from '@remix-run/react';
import { useCallback } from 'react';
import styled from 'styled-components';
import { FeeHeading, feeTableAnchor, FeeTableView } from './fee-table';
import { feesMessages } from './messages';
import { CALCULATOR_ANCHOR } from './calculator-link';
import { withCalculatorQuery, type CalculatorPlan, type CalculatorQuery } from './calculator-query';
import { AppLink } from '@brokerage/layout';

// The plan comparison and the calculator, with the fee engine they share, come just after the page
// has hydrated: the comparison is a table the server worked out, and the calculator takes over
// whatever a visitor typed before its code came.
const PlanComparison = deferHydration(() => import('./plan-comparison').then((module) => module.PlanComparison));
const TradeCostCalculator = deferHydration(() => import('./trade-cost-calculator').then((module) => module.TradeCostCalculator));

/** What the charges page's loader gives it (`chargesLoader`). */
export interface ChargesData {
  /** Texts of content page `charges` (title, intro, table headers, disclaimer); empty when the API could not give them. */
  texts: Record<string, string>;
  plans: MealPlanSummary[];
  /** The plan shown: charges/{mealId}, or the default plan. */
  plan: MealPlan;
  /** Every plan with its markets' rates, for the calculator. */
  calculatorPlans: CalculatorPlan[];
  /** The calculator's fields from the query string (a GET form without JavaScript). */
  calculatorQuery: CalculatorQuery;
}

/** Charges page (`charges/{mealId?}`): plan picker, every market's fee table, the plan's notes and the trade-cost calculator. */
export const ChargesPage = ({ texts, plans, plan, calculatorPlans, calculatorQuery, onCalculatorChange }: ChargesData & { onCalculatorChange?: (query: CalculatorQuery) => void }) => {
  const { i18n } = useLingui();
  const { site, lang } = useSite();
  const text = (id: string, fallback: MessageDescriptor) => texts[id] || i18n._(fallback);
  const headers = { item: text('table.item', feesMessages.tableItem), charge: text('table.charge', feesMessages.tableCharge), collectedBy: text('table.collectedBy', feesMessages.tableCollectedBy) };

  return (
    <PageSection>
      <PageHeading>{text('title', feesMessages.title)}</PageHeading>
      {texts['intro'] && <PageLead>{texts['intro']}</PageLead>}

      <nav aria-labelledby="fee-plans-title">
        <FeeHeading id="fee-plans-title">{text('plans.title', feesMessages.plansTitle)}</FeeHeading>
        <PlanList>
          {plans.map((entry) => {
            const current = entry.id === plan.id;
            return (
              <li key={entry.id}>
                <PlanCard href={pagePath(site, lang, `charges/${entry.id}`)} aria-current={current ? 'page' : undefined} $current={current}>
                  <PlanName>{entry.name}</PlanName>
                  <PlanTagline>{entry.tagline}</PlanTagline>
                  {entry.highlights.length > 0 && (
                    <Highlights>
                      {entry.highlights.map((highlight) => (
                        <li key={highlight}>{highlight}</li>
                      ))}
                    </Highlights>
                  )}
                  {current && <CurrentBadge>{i18n._(feesMessages.currentPlan)}</CurrentBadge>}
                </PlanCard>
              </li>
            );
          })}
        </PlanList>
      </nav>

      <PlanComparison plans={calculatorPlans} />

      <PlanSummary data-testid="plan-summary">
        <strong>{plan.name}</strong> {plan.summary}
      </PlanSummary>

      <JumpNav aria-label={i18n._(feesMessages.marketsNav)}>
        <ul>
          {plan.tables.map((table) => (
            <li key={table.market}>
              <a href={`#${feeTableAnchor(table.market)}`}>{table.title}</a>
            </li>
          ))}
          <li>
            <a href={`#${CALCULATOR_ANCHOR}`}>{i18n._(feesMessages.calculatorLink)}</a>
          </li>
        </ul>
      </JumpNav>

      {plan.tables.map((table) => (
        <FeeTableView key={table.market} id={feeTableAnchor(table.market)} table={table} headers={headers} />
      ))}

      {(plan.notes.length > 0 || texts['disclaimer']) && (
        <Notes aria-labelledby="fee-notes-title">
          <FeeHeading id="fee-notes-title">{i18n._(feesMessages.notesTitle)}</FeeHeading>
          <ul>
            {plan.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
          {texts['disclaimer'] && <Disclaimer>{texts['disclaimer']}</Disclaimer>}
        </Notes>
      )}

      <TradeCostCalculator plans={calculatorPlans} defaultPlanId={plan.id} query={calculatorQuery} onQueryChange={onCalculatorChange} />
    </PageSection>
  );
};

/**
 * The `charges/{mealId?}` route. The calculator's fields go into the URL as the visitor changes
 * them (replacing the history entry, without a new load: `chargesShouldRevalidate`), so a reload,
 * a shared link and the language switch, whose links keep the query string, keep the trade.
 */
export const ChargesRoute = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const keepInUrl = useCallback(
    (query: CalculatorQuery) => {
      const next = withCalculatorQuery(searchParams, query);
      if (next.toString() !== searchParams.toString()) setSearchParams(next, { replace: true, preventScrollReset: true });
    },
    [searchParams, setSearchParams],
  );
  return <ChargesPage {...useLoaderData<ChargesData>()} onCalculatorChange={keepInUrl} />;
};

export const chargesHandle: SiteRouteHandle = {};

const PlanList = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const PlanCard = styled(AppLink)<{ $current: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  height: 100%;
  box-sizing: border-box;
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme, $current }) => ($current ? theme.colors.brand : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $current }) => ($current ? theme.colors.surface : theme.colors.background)};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.colors.brand};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  ${media.mobile} {
    padding: ${({ theme }) => theme.space.sm};
  }
`;

const PlanName = styled.span`
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
  ${media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const PlanTagline = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Highlights = styled.ul`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding-inline-start: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${media.mobile} {
    display: none;
  }
`;

const CurrentBadge = styled.span`
  align-self: flex-start;
  margin-top: auto;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
`;

const PlanSummary = styled.p`
  margin: ${({ theme }) => theme.space.lg} 0;
  max-width: 820px;
`;

const JumpNav = styled.nav`
  margin: 0 0 ${({ theme }) => theme.space.xl};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    ${linkStyles}
    display: inline-block;
    padding: ${({ theme }) => `${theme.space.xs} 0`};
    font-weight: 600;
  }
`;

const Notes = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
  ul {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space.lg};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: 1.6;
  }
`;

const Disclaimer = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
