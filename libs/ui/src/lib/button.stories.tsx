import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, ButtonLink, type ButtonSize, type ButtonVariant } from './button';
import { storySamples } from './story-samples';

interface Args {
  variant: ButtonVariant;
  size: ButtonSize;
  block: boolean;
  disabled: boolean;
}

const meta: Meta<Args> = {
  title: 'ui/Button',
  args: { variant: 'primary', size: 'md', block: false, disabled: false },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'accent', 'secondary', 'ghost', 'text'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  parameters: { layout: 'padded' },
  render: ({ variant, size, block, disabled }, { globals }) => (
    <Button $variant={variant} $size={size} $block={block} disabled={disabled}>
      {storySamples(globals.locale).button}
    </Button>
  ),
};
export default meta;
type Story = StoryObj<Args>;

export const Primary: Story = {};
export const Accent: Story = { args: { variant: 'accent' } };
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Disabled: Story = { args: { disabled: true } };
export const BlockOnMobile: Story = {
  args: { block: true, size: 'lg', variant: 'accent' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const AllVariants: Story = {
  render: (_args, { globals }) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
      {(['primary', 'accent', 'secondary', 'text'] as const).map((variant) =>
        (['sm', 'md', 'lg'] as const).map((size) => (
          <Button key={`${variant}-${size}`} $variant={variant} $size={size}>
            {storySamples(globals.locale).button}
          </Button>
        )),
      )}
      <ButtonLink href="#open-account" $variant="secondary">
        {storySamples(globals.locale).link}
      </ButtonLink>
    </div>
  ),
};
