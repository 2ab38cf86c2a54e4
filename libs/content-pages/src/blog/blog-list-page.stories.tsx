import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureBlogList } from './blog-fixtures';
import { BlogListView } from './blog-list-page';
import { BlogStorySite, blogStorySite } from './blog-story-site';

interface Args {
  tagId: number;
  page: number;
  pageCount: number;
  empty: boolean;
}

const meta: Meta<Args> = {
  title: 'content-pages/Blog/Blog list',
  parameters: { layout: 'fullscreen' },
  args: { tagId: 0, page: 1, pageCount: 1, empty: false },
  render: (args, { globals }) => {
    const { lang } = blogStorySite(globals);
    return (
      <BlogStorySite globals={globals}>
        <BlogListView data={fixtureBlogList(lang, { tagId: args.tagId || null, page: args.page, pageCount: args.pageCount, ...(args.empty ? { posts: [] } : {}) })} />
      </BlogStorySite>
    );
  },
};
export default meta;
type Story = StoryObj<Args>;

export const AllPosts: Story = {};
/** Page 4 of 9 of one tag: previous/next, first/last and the pages around the current one. */
export const WithPagination: Story = { args: { tagId: 1, page: 4, pageCount: 9 } };
export const Empty: Story = { args: { tagId: 2, empty: true } };
export const English: Story = { globals: { locale: 'en' } };
export const Mainland: Story = { globals: { district: 'mainland', locale: 'zh-cn' } };
