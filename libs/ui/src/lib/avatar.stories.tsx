import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from './avatar';
import { storySamples } from './story-samples';

/** A 34 px picture made in code, so the story needs no network. */
const SAMPLE_PICTURE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 34 34"><rect width="34" height="34" fill="#f26f21"/><circle cx="17" cy="13" r="6" fill="#fff"/><path d="M5 34c0-7 5-11 12-11s12 4 12 11z" fill="#fff"/></svg>',
  );

const meta: Meta<typeof Avatar> = {
  title: 'ui/Avatar',
  component: Avatar,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<typeof Avatar>;

export const WithPicture: Story = {
  render: (args, { globals }) => <Avatar {...args} src={SAMPLE_PICTURE} name={storySamples(globals.locale).nickname} />,
};
export const Initial: Story = {
  render: (args, { globals }) => <Avatar {...args} name={storySamples(globals.locale).nickname} />,
};
export const Anonymous: Story = { args: { name: null } };
export const Large: Story = { ...WithPicture, args: { size: 64 } };
