import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureBlogList } from './blog-fixtures';
import { BlogStorySite, blogStorySite } from './blog-story-site';
import { BlogTagFilter } from './blog-tag-filter';

interface Args {
  /** The tag shown; 0 for every post. */
  selected: number;
}

const meta: Meta<Args> = {
  title: 'content-pages/Blog/Tag filter',
  args: { selected: 0 },
  argTypes: { selected: { control: { type: 'select' }, options: [0, 1, 2, 3] } },
  render: (args, { globals }) => {
    const { lang } = blogStorySite(globals);
    const data = fixtureBlogList(lang);
    return (
      <BlogStorySite globals={globals}>
        <div style={{ padding: 24 }}>
          <BlogTagFilter allLabel={data.allLabel} tags={data.tags} selected={args.selected || null} hrefOf={(tagId) => `/${lang}/blog${tagId ? `/${tagId}` : ''}`} />
        </div>
      </BlogStorySite>
    );
  },
};
export default meta;
type Story = StoryObj<Args>;

/** "All" marked as the current page. */
export const AllPosts: Story = {};
/** One tag marked as the current page. */
export const OneTag: Story = { args: { selected: 2 } };
export const English: Story = { globals: { locale: 'en' } };
