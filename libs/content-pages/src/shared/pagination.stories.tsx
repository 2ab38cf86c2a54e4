import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pagination } from './pagination';

type Args = { page: number; pageCount: number };

const meta: Meta<Args> = {
  title: 'content-pages/Shared/Pagination',
  args: { page: 1, pageCount: 3 },
  render: ({ page, pageCount }) => <Pagination page={page} pageCount={pageCount} hrefOf={(number) => (number === 1 ? '/en/news-list' : `/en/news-list/${number}`)} />,
};
export default meta;
type Story = StoryObj<Args>;

export const FirstOfThree: Story = {};
export const MiddleOfThree: Story = { args: { page: 2 } };
/** A long list: first and last links appear around the nearby pages. */
export const LongList: Story = { args: { page: 9, pageCount: 24 } };
export const LastPage: Story = { args: { page: 24, pageCount: 24 } };
export const Phone: Story = { args: { page: 9, pageCount: 24 }, globals: { viewport: { value: 'mobile', isRotated: false } } };
