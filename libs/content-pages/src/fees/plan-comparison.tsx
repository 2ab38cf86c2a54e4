import { pagePath } from '@brokerage/domain';
import { useSite } from '@brokerage/site-core';
import { linkStyles, media } from '@brokerage/ui';
import { useLingui } from '@lingui/react';
import styled from 'styled-components';
import { FeeHeading } from './fee-table';
import { formatCount, formatMoney } from './format';
import { feesMessages } from './messages';
import { calculateTradeCost, type Trade, type TradeCost } from './trade-cost';
import { calculatorHref } from './calculator-link';
import type { CalculatorPlan } from './calculator-query';

/** The orders the comparison prices: a typical buy in each market the plans price (issue 26, item 6). */
export const TYPICAL_ORDERS: readonly { market: string; trade: Trade }[] = [
  { market: 'hk-stocks', trade: { side: 'buy', price: '100', quantity: 100, monthlyOrder: 1 } },
  { market: 'us-stocks', trade: { side: 'buy', price: '100', quantity: 50, monthlyOrder: 1 } },
  { market: 'a-shares', trade: { side: 'buy', price: '10', quantity: 1000, monthlyOrder: 1 } },
  { market: 'us-options', trade: { side: 'buy', price: '2', quantity: 1, monthlyOrder: 1 } },
];

export interface ComparisonRow {
  market: string;
  title: string;
  trade: Trade;
  /** One per plan, in the plans' order; null where the plan does not price that market. */
  costs: (TradeCost | null)[];
  /** The lowest total charges of the row. */
  lowest: string;
}

/**
 * What each typical order costs under each plan, every charge included, worked out by the
 * calculator's own engine from the plans' rates: the table can never disagree with the fee tables.
 */
export const planComparison = (plans: readonly CalculatorPlan[]): ComparisonRow[] =>
  TYPICAL_ORDERS.flatMap(({ market, trade }) => {
    const entries = plans.map((plan) => plan.markets.find((entry) => entry.market === market));
    const priced = entries.filter((entry) => entry !== undefined);
    if (priced.length < 2) return [];
    const costs = entries.map((entry) => (entry ? calculateTradeCost(entry.rates, trade) : null));
    const totals = costs.filter((cost) => cost !== null).map((cost) => Number(cost.totalCharges));
    return [{ market, title: priced[0].title, trade, costs, lowest: Math.min(...totals).toFixed(2) }];
  });

/** Side by side: the plans as columns, the typical orders as rows, the lowest of each row marked. */
export function PlanComparison({ plans }: { plans: readonly CalculatorPlan[] }) {
  const { i18n } = useLingui();
  const { site, lang } = useSite();
  const rows = planComparison(plans);
  if (rows.length === 0) return null;
  const calculator = pagePath(site, lang, 'charges');
  return (
    <Section aria-labelledby="fee-compare-title" data-testid="plan-comparison">
      <FeeHeading id="fee-compare-title">{i18n._(feesMessages.compareTitle)}</FeeHeading>
      <Note>{i18n._(feesMessages.compareNote)}</Note>
      <Scroll>
        <Table aria-labelledby="fee-compare-title">
          <thead>
            <tr>
              <th scope="col">{i18n._(feesMessages.compareOrder)}</th>
              {plans.map((plan) => (
                <th key={plan.id} scope="col">
                  {plan.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const currency = row.costs.find((cost) => cost !== null)?.currency ?? 'HKD';
              return (
                <tr key={row.market}>
                  <th scope="row">
                    <strong>{row.title}</strong>
                    <span>
                      {i18n._(feesMessages.compareTrade.id, { quantity: formatCount(lang, row.trade.quantity), price: formatMoney(lang, currency, row.trade.price) })}
                    </span>
                  </th>
                  {row.costs.map((cost, index) =>
                    cost ? (
                      <td key={plans[index].id} data-lowest={cost.totalCharges === row.lowest || undefined}>
                        <CellLink href={calculatorHref(calculator, plans[index].id, row.market, row.trade)}>{formatMoney(lang, cost.currency, cost.totalCharges)}</CellLink>
                        {cost.totalCharges === row.lowest && <Lowest>{i18n._(feesMessages.compareLowest)}</Lowest>}
                      </td>
                    ) : (
                      <td key={plans[index].id}>–</td>
                    ),
                  )}
                </tr>
              );
            })}
          </tbody>
        </Table>
      </Scroll>
    </Section>
  );
}

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
`;

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A phone scrolls the table sideways rather than squeezing four plans into 390 px. */
const Scroll = styled.div`
  overflow-x: auto;
  margin-bottom: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
    white-space: nowrap;
    vertical-align: top;
  }
  thead th { background: ${({ theme }) => theme.colors.surface}; font-weight: 600; }
  tbody tr:last-child > * { border-bottom: 0; }
  /* The order column stays in view while a phone scrolls the plans sideways, its names wrapping. */
  th:first-child { position: sticky; left: 0; z-index: 1; min-width: 9em; background: ${({ theme }) => theme.colors.background}; text-align: left; white-space: normal; }
  thead th:first-child { background: ${({ theme }) => theme.colors.surface}; }
  tbody th { font-weight: 400; }
  tbody th strong, tbody th span { display: block; }
  tbody th span { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.xs}; }
  td[data-lowest] { background: ${({ theme }) => theme.colors.surface}; }
  ${media.mobile} { th, td { padding: ${({ theme }) => `${theme.space.sm}`}; } }
`;

const CellLink = styled.a`
  ${linkStyles};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

const Lowest = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
`;
