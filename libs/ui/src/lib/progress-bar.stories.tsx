import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './progress-bar';

const meta: Meta<typeof ProgressBar> = {
  title: 'ui/ProgressBar',
  component: ProgressBar,
  args: { active: true, duration: 3000 },
  parameters: { docs: { description: { component: 'Route progress bar: 2 px, 3000 ms by default, finishes by itself above 95 percent. Toggle `active` to replay.' } } },
};
export default meta;
type Story = StoryObj<typeof ProgressBar>;

export const Loading: Story = {};
export const SlowPage: Story = { args: { duration: 8000 } };
export const Idle: Story = { args: { active: false } };
