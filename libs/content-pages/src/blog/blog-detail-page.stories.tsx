import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlogDetailView } from './blog-detail-page';
import { fixtureBlogPost } from './blog-fixtures';
import { BlogStorySite, blogStorySite } from './blog-story-site';

interface Args {
  neighbours: boolean;
}

const meta: Meta<Args> = {
  title: 'content-pages/Blog/Blog post',
  parameters: { layout: 'fullscreen' },
  args: { neighbours: true },
  render: (args, { globals }) => {
    const { lang } = blogStorySite(globals);
    return (
      <BlogStorySite globals={globals}>
        <BlogDetailView post={fixtureBlogPost(lang, args.neighbours ? {} : { previous: null, next: null })} />
      </BlogStorySite>
    );
  },
};
export default meta;
type Story = StoryObj<Args>;

export const Post: Story = {};
/** The newest and only post of its tag: no previous or next links. */
export const WithoutNeighbours: Story = { args: { neighbours: false } };
export const English: Story = { globals: { locale: 'en' } };
