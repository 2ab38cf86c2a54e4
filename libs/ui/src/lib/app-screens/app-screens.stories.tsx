import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppPhone, type AppScreenKind, type AppScreenMarket } from './app-phone';
import type { DeviceFrameSize } from './device-frame';

interface Args {
  kinds: AppScreenKind[];
  size: DeviceFrameSize;
  market?: AppScreenMarket;
}

const ALL_KINDS: AppScreenKind[] = ['quote', 'order', 'portfolio', 'ipo', 'fees'];

function Screens({ kinds, size, market }: Args) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 32, padding: 24, background: '#eef2f8' }}>
      {kinds.map((kind) => (
        <AppPhone key={kind} kind={kind} market={market} size={size} />
      ))}
    </div>
  );
}

const meta: Meta<Args> = {
  title: 'ui/AppScreens',
  args: { kinds: ['quote'], size: 'md' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    market: { control: 'inline-radio', options: ['hk', 'us', 'cn'] },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Screens of the trading app with plainly sample data, in a phone frame: one picture for screen readers (the frame’s label), the details hidden. Rises are red, falls green (Hong Kong convention). The language follows the toolbar.',
      },
    },
  },
  render: (args) => <Screens {...args} />,
};
export default meta;
type Story = StoryObj<Args>;

export const Quote: Story = {};
export const Order: Story = { args: { kinds: ['order'] } };
export const Portfolio: Story = { args: { kinds: ['portfolio'] } };
export const Ipo: Story = { args: { kinds: ['ipo'] } };
export const Fees: Story = { args: { kinds: ['fees'] } };
/** Every screen in each language: traditional Chinese (Hong Kong), simplified Chinese, English. */
export const AllTraditionalChinese: Story = { args: { kinds: ALL_KINDS }, globals: { locale: 'zh-hk' } };
export const AllSimplifiedChinese: Story = { args: { kinds: ALL_KINDS }, globals: { locale: 'zh-cn' } };
export const AllEnglish: Story = { args: { kinds: ALL_KINDS }, globals: { locale: 'en' } };
/** The quote and order ticket of each market (Hong Kong, US, A-shares), as the product pages show them. */
function Markets() {
  return (
    <div>
      {(['hk', 'us', 'cn'] as const).map((market) => (
        <Screens key={market} kinds={['quote', 'order']} size="md" market={market} />
      ))}
    </div>
  );
}
export const MarketsTraditionalChinese: Story = { render: () => <Markets />, globals: { locale: 'zh-hk' } };
export const MarketsSimplifiedChinese: Story = { render: () => <Markets />, globals: { locale: 'zh-cn' } };
export const MarketsEnglish: Story = { render: () => <Markets />, globals: { locale: 'en' } };
/** The three sizes side by side. */
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', alignItems: 'flex-end', gap: 32, padding: 24, background: '#eef2f8' }}>
      <Screens kinds={['quote']} size="sm" />
      <Screens kinds={['quote']} size="md" />
      <Screens kinds={['quote']} size="lg" />
    </div>
  ),
};
