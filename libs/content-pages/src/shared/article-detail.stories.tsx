import type { Meta, StoryObj } from '@storybook/react-vite';
import { NeighbourLinks, type NeighbourLink } from './neighbour-links';

type Args = { previous: NeighbourLink | null; next: NeighbourLink | null };

const OLDER = { title: 'What falling rates mean for bonds and dividend stocks', href: '/en/blog/detail/5004' };
const NEWER = { title: 'A budget that survives a falling market', href: '/en/blog/detail/5007' };

const meta: Meta<Args> = {
  title: 'content-pages/Shared/Neighbour links',
  args: { previous: OLDER, next: NEWER },
  render: (args) => <NeighbourLinks label="More posts" previousLabel="Previous post" nextLabel="Next post" {...args} />,
};
export default meta;
type Story = StoryObj<Args>;

export const Both: Story = {};
/** The newest post: only the older one, on the left. */
export const OnlyPrevious: Story = { args: { next: null } };
/** The oldest post: only the newer one, on the right. */
export const OnlyNext: Story = { args: { previous: null } };
export const Phone: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
