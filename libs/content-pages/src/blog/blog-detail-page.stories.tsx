import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlogDetailView } from './blog-detail-page';
import { fixtureBlogPost, fixtureRelatedPosts } from './blog-fixtures';
import { BlogStorySite, blogStorySite } from './blog-story-site';

interface Args {
  neighbours: boolean;
  /** The newest other posts of its tag at the end (none: they could not be loaded). */
  related: boolean;
}

const meta: Meta<Args> = {
  title: 'content-pages/Blog/Blog post',
  parameters: { layout: 'fullscreen' },
  args: { neighbours: true, related: true },
  render: (args, { globals }) => {
    const { lang } = blogStorySite(globals);
    return (
      <BlogStorySite globals={globals}>
        <BlogDetailView post={fixtureBlogPost(lang, args.neighbours ? {} : { previous: null, next: null })} related={args.related ? fixtureRelatedPosts(lang) : []} />
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
export const SimplifiedChinese: Story = { globals: { locale: 'zh-cn' } };
export const Mainland: Story = { globals: { district: 'mainland', locale: 'zh-cn' } };
export const MainlandEnglish: Story = { globals: { district: 'mainland', locale: 'en' } };
export const OnAPhone: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
/** The related posts could not be listed: the post ends with its neighbours. */
export const WithoutRelatedPosts: Story = { args: { related: false } };
