import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureBookList } from './blog-fixtures';
import { BlogStorySite, blogStorySite } from './blog-story-site';
import { BookListView } from './book-list-page';

const meta: Meta<{ empty: boolean }> = {
  title: 'content-pages/Blog/Investor library',
  parameters: { layout: 'fullscreen' },
  args: { empty: false },
  render: (args, { globals }) => {
    const { lang } = blogStorySite(globals);
    const data = fixtureBookList(lang);
    return (
      <BlogStorySite globals={globals}>
        <BookListView data={args.empty ? { ...data, groups: [] } : data} />
      </BlogStorySite>
    );
  },
};
export default meta;
type Story = StoryObj<{ empty: boolean }>;

export const Library: Story = {};
export const Empty: Story = { args: { empty: true } };
export const English: Story = { globals: { locale: 'en' } };
