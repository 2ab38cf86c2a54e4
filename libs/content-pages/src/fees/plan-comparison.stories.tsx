import type { Meta, StoryObj } from '@storybook/react-vite';
import { isLang, type District } from '@brokerage/domain';
import { fixtureDistrictConfig } from '@brokerage/layout/testing';
import { SiteProvider } from '@brokerage/site-core/testing';
import { samplePlans } from './fee-fixtures';
import { PlanComparison } from './plan-comparison';
import { calculatorPlanOf } from './trade-cost-calculator';

const meta: Meta = {
  title: 'content-pages/Fees/Plan comparison',
  render: (_args, { globals }) => {
    const lang = isLang(globals.locale) ? globals.locale : 'zh-hk';
    const district: District = globals.district === 'mainland' ? 'mainland' : 'hk';
    return (
      <SiteProvider value={{ site: fixtureDistrictConfig(district), lang }}>
        <PlanComparison plans={samplePlans(lang).map(calculatorPlanOf)} />
      </SiteProvider>
    );
  },
};
export default meta;
type Story = StoryObj;

/** Four plans side by side: the all-in cost of a typical buy in each market, the lowest marked, each amount a link to the calculator. */
export const FourPlans: Story = {};
export const English: Story = { globals: { locale: 'en' } };
export const SimplifiedChinese: Story = { globals: { district: 'mainland', locale: 'zh-cn' } };
