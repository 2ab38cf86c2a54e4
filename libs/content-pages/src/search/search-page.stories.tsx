import type { Meta, StoryObj } from '@storybook/react-vite';
import { isLang, type District } from '@brokerage/domain';
import { fixtureDistrictConfig } from '@brokerage/layout/testing';
import { SiteProvider } from '@brokerage/site-core/testing';
import { SearchView, type SearchData } from './search-page';

interface Args {
  state: 'results' | 'none' | 'start';
}

const RESULTS: SearchData = {
  query: '開戶',
  kind: null,
  page: 1,
  state: 'results',
  total: 12,
  pageCount: 2,
  kinds: [
    { kind: 'help', count: 3 },
    { kind: 'product', count: 1 },
    { kind: 'news', count: 4 },
    { kind: 'event', count: 1 },
    { kind: 'promotion', count: 2 },
    { kind: 'page', count: 1 },
  ],
  hits: [
    {
      kind: 'help',
      title: [{ text: '開戶', mark: true }, { text: '需要甚麼文件？', mark: false }],
      snippet: [{ text: '請準備：有效香港身份證，或護照連同內地或其他身份證明文件，以及最近三個月內發出的住址證明。', mark: false }],
      path: 'help-centre/1/detail/101',
      day: null,
    },
    {
      kind: 'promotion',
      title: [{ text: '新客戶', mark: false }, { text: '開戶', mark: true }, { text: '禮遇', mark: false }],
      snippet: [{ text: '…於活動期內成功', mark: false }, { text: '開戶', mark: true }, { text: '並入金，即享 12 個月美股免佣。', mark: false }],
      path: 'promotion-and-activities/detail/1',
      day: '2026-06-26',
    },
  ],
  popular: [],
};

const POPULAR = [
  { question: '開戶需要甚麼文件？', path: 'help-centre/1/detail/101' },
  { question: '如何存款？', path: 'help-centre/2/detail/201' },
];

const meta: Meta<Args> = {
  title: 'content-pages/Search/Results',
  parameters: { layout: 'fullscreen' },
  args: { state: 'results' },
  render: (args, { globals }) => {
    const lang = isLang(globals.locale) ? globals.locale : 'zh-hk';
    const district: District = globals.district === 'mainland' ? 'mainland' : 'hk';
    const data: SearchData =
      args.state === 'results'
        ? RESULTS
        : args.state === 'none'
          ? { ...RESULTS, query: 'zzqqxx', hits: [], total: 0, kinds: [], pageCount: 0, popular: POPULAR }
          : { ...RESULTS, query: '', state: 'start', hits: [], total: 0, kinds: [], pageCount: 0, popular: POPULAR };
    return (
      <SiteProvider value={{ site: fixtureDistrictConfig(district), lang }}>
        <SearchView {...data} />
      </SiteProvider>
    );
  },
};
export default meta;
type Story = StoryObj<Args>;

/** search?q=…: filters with counts, hits with the query marked, pages. */
export const Results: Story = {};
/** Nothing matches: the notice and the popular help topics. */
export const NoMatch: Story = { args: { state: 'none' } };
/** No query yet. */
export const Start: Story = { args: { state: 'start' } };
export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };
