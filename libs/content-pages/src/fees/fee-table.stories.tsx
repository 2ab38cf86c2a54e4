import type { Meta, StoryObj } from '@storybook/react-vite';
import { isLang, type Lang } from '@brokerage/domain';
import { samplePlan } from './fee-fixtures';
import { FeeTableView } from './fee-table';

const HEADERS: Record<Lang, { item: string; charge: string; collectedBy: string }> = {
  'zh-hk': { item: '項目', charge: '收費', collectedBy: '收費機構' },
  'zh-cn': { item: '项目', charge: '收费', collectedBy: '收费机构' },
  en: { item: 'Item', charge: 'Charge', collectedBy: 'Collected by' },
};

type Args = { planId: 1 | 2 | 3 | 4; tableIndex: number };

const meta: Meta<Args> = {
  title: 'content-pages/Fees/Fee table',
  args: { planId: 1, tableIndex: 0 },
  render: ({ planId, tableIndex }, { globals }) => {
    const lang = isLang(globals.locale) ? globals.locale : 'zh-hk';
    const table = samplePlan(planId, lang).tables[tableIndex];
    return <FeeTableView id={`fees-${table.market}`} table={table} headers={HEADERS[lang]} />;
  },
};
export default meta;
type Story = StoryObj<Args>;

export const HongKongStocks: Story = {};
export const UsStocks: Story = { args: { tableIndex: 1 } };
export const ActiveTraderTiers: Story = { args: { planId: 2 } };
export const Funds: Story = { args: { tableIndex: 3 } };
export const Phone: Story = { globals: { locale: 'en', viewport: { value: 'mobile', isRotated: false } } };
