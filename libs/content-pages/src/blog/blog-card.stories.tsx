import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlogCard } from './blog-card';
import { fixtureBlogPosts, fixtureBlogTags } from './blog-fixtures';
import { BlogStorySite, blogStorySite } from './blog-story-site';

interface Args {
  /** Which fixture post: 0 has a long summary (shortened), 1 and 2 short ones. */
  post: number;
  withTag: boolean;
}

const meta: Meta<Args> = {
  title: 'content-pages/Blog/Blog card',
  args: { post: 0, withTag: true },
  argTypes: { post: { control: { type: 'select' }, options: [0, 1, 2] } },
  render: (args, { globals }) => {
    const { lang } = blogStorySite(globals);
    const post = fixtureBlogPosts(lang)[args.post];
    return (
      <BlogStorySite globals={globals}>
        <div style={{ maxWidth: 380, padding: 24 }}>
          <BlogCard post={post} href={`/${lang}/blog/detail/${post.id}`} tagName={args.withTag ? fixtureBlogTags(lang).find((tag) => tag.id === post.tagId)?.name : undefined} />
        </div>
      </BlogStorySite>
    );
  },
};
export default meta;
type Story = StoryObj<Args>;

/** A long summary cut to 40 words (or 40 Chinese characters) with an ellipsis. */
export const LongSummary: Story = {};
export const ShortSummary: Story = { args: { post: 1 } };
export const WithoutTag: Story = { args: { withTag: false } };
export const English: Story = { globals: { locale: 'en' } };
