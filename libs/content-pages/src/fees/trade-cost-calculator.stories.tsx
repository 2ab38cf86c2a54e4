import type { Meta, StoryObj } from '@storybook/react-vite';
import { isLang } from '@brokerage/domain';
import { samplePlans } from './fee-fixtures';
import { calculatorPlanOf, TradeCostCalculator, type CalculatorQuery } from './trade-cost-calculator';

type Args = { defaultPlanId: number; query: CalculatorQuery; unavailable: boolean };

const meta: Meta<Args> = {
  title: 'content-pages/Fees/Trade-cost calculator',
  args: { defaultPlanId: 1, query: {}, unavailable: false },
  render: ({ defaultPlanId, query, unavailable }, { globals }) => {
    const lang = isLang(globals.locale) ? globals.locale : 'zh-hk';
    return <TradeCostCalculator plans={unavailable ? [] : samplePlans(lang).map(calculatorPlanOf)} defaultPlanId={defaultPlanId} query={query} />;
  },
};
export default meta;
type Story = StoryObj<Args>;

export const Empty: Story = {};
/** A small HK buy: commission and settlement fee at their minimums, stamp duty rounded up. */
export const HongKongSmallBuy: Story = { args: { query: { market: 'hk-stocks', side: 'buy', price: '3.50', quantity: '100' } } };
/** A large US sell: the FINRA TAF at its maximum. */
export const UsLargeSell: Story = { args: { query: { market: 'us-stocks', side: 'sell', price: '25.10', quantity: '60000' } } };
/** An A-share sell with the seller-only stamp duty. */
export const AShareSell: Story = { args: { query: { market: 'a-shares', side: 'sell', price: '15.67', quantity: '250' } } };
/** The Active Trader plan asks for the order's number in the month. */
export const TieredPlatformFee: Story = { args: { defaultPlanId: 2, query: { market: 'hk-stocks', price: '10', quantity: '1000', order: '21' } } };
/** A-share buys must be whole lots of 100: the error is tied to the field. */
export const LotError: Story = { args: { query: { market: 'a-shares', side: 'buy', price: '15.67', quantity: '250' } } };
/** US options: premium per share, a number of contracts of 100 shares, the plan's per-contract commission at its minimum. */
export const UsOptionsSell: Story = { args: { query: { market: 'us-options', side: 'sell', price: '1.25', quantity: '3' } } };
/** Typed as people type: a currency mark, digit grouping and full-width digits are read. */
export const TypedAsPeopleType: Story = { args: { query: { market: 'hk-stocks', price: 'HK$10', quantity: '２０，０００' } } };
/** What it cannot read is said, with what was typed. */
export const UnreadablePrice: Story = { args: { query: { market: 'hk-stocks', price: 'ten dollars', quantity: '100' } } };
export const Unavailable: Story = { args: { unavailable: true } };
