import type { Meta, StoryObj } from '@storybook/react-vite';
import { storySamples } from './story-samples';
import { Tabs } from './tabs';

interface Args {
  tone: 'light' | 'dark';
}

const meta: Meta<Args> = {
  title: 'ui/Tabs',
  args: { tone: 'light' },
  parameters: { layout: 'padded' },
  render: ({ tone }, { globals }) => {
    const text = storySamples(globals.locale);
    const items = text.tabs.map(([id, label, panel]) => ({ id, label, panel: <p style={{ margin: 0 }}>{panel}</p> }));
    return (
      <div style={tone === 'dark' ? { background: '#0e1626', color: '#fff', padding: 16 } : undefined}>
        <Tabs items={items} aria-label={text.tabsLabel} tone={tone} />
      </div>
    );
  },
};
export default meta;
type Story = StoryObj<Args>;

export const Light: Story = {};
export const Dark: Story = { args: { tone: 'dark' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
