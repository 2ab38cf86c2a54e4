import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureBook } from './blog-fixtures';
import { BlogStorySite, blogStorySite } from './blog-story-site';
import { BookDetailView } from './book-detail-page';

const meta: Meta = {
  title: 'content-pages/Blog/Book',
  parameters: { layout: 'fullscreen' },
  render: (_, { globals }) => (
    <BlogStorySite globals={globals}>
      <BookDetailView book={fixtureBook(blogStorySite(globals).lang)} />
    </BlogStorySite>
  ),
};
export default meta;
type Story = StoryObj;

export const Book: Story = {};
export const English: Story = { globals: { locale: 'en' } };
export const Mainland: Story = { globals: { district: 'mainland', locale: 'zh-cn' } };
