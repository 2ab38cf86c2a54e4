import type { Meta, StoryObj } from '@storybook/react-vite';
import { LinkTabs } from './link-tabs';

type Args = { current: string };

const TABS = [
  { key: 'hk', label: 'Hong Kong stocks' },
  { key: 'us', label: 'US stocks' },
  { key: 'a', label: 'A-shares' },
];

const meta: Meta<Args> = {
  title: 'content-pages/Shared/Link tabs',
  args: { current: 'hk' },
  argTypes: { current: { control: { type: 'select' }, options: TABS.map((tab) => tab.key) } },
  render: ({ current }) => (
    <LinkTabs label="Markets" tabs={TABS.map((tab) => ({ ...tab, href: `/en/news-flash-list/${tab.key}`, current: tab.key === current }))} />
  ),
};
export default meta;
type Story = StoryObj<Args>;

export const FirstTab: Story = {};
export const LastTab: Story = { args: { current: 'a' } };
/** On a phone the row scrolls sideways when it is wider than the screen. */
export const Phone: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
