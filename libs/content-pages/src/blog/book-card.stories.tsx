import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureBooks } from './blog-fixtures';
import { BlogStorySite, blogStorySite } from './blog-story-site';
import { BookCard } from './book-card';

const meta: Meta = {
  title: 'content-pages/Blog/Book card',
  render: (_, { globals }) => {
    const { lang } = blogStorySite(globals);
    const [book] = fixtureBooks(lang);
    return (
      <BlogStorySite globals={globals}>
        <div style={{ maxWidth: 560, padding: 24 }}>
          <BookCard book={book} href={`/${lang}/book/detail/${book.name}`} />
        </div>
      </BlogStorySite>
    );
  },
};
export default meta;
type Story = StoryObj;

export const Book: Story = {};
export const English: Story = { globals: { locale: 'en' } };
export const Mainland: Story = { globals: { district: 'mainland', locale: 'zh-cn' } };
