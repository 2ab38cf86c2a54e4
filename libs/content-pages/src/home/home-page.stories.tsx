import type { Meta, StoryObj } from '@storybook/react-vite';
import { isLang, type District } from '@brokerage/domain';
import { fixtureDistrictConfig } from '@brokerage/layout/testing';
import { SiteProvider } from '@brokerage/site-core/testing';
import { HomePage } from './home-page';

const INTRO = {
  'zh-hk': '證監會持牌法團，一個賬戶買賣港股、美股及A股。',
  'zh-cn': '证监会持牌法团，一个账户买卖港股、美股及A股。',
  en: 'An SFC-licensed broker: Hong Kong, US and China A-shares from one account.',
};

const meta: Meta<typeof HomePage> = {
  title: 'content-pages/Home',
  component: HomePage,
  parameters: { layout: 'fullscreen' },
  render: (args, { globals }) => {
    const lang = isLang(globals.locale) ? globals.locale : 'zh-hk';
    const district: District = globals.district === 'mainland' ? 'mainland' : 'hk';
    return (
      <SiteProvider value={{ site: fixtureDistrictConfig(district), lang }}>
        <HomePage intro={args.intro === undefined ? INTRO[lang] : args.intro} />
      </SiteProvider>
    );
  },
};
export default meta;
type Story = StoryObj<typeof HomePage>;

export const WithIntroduction: Story = {};
export const ContentUnavailable: Story = { args: { intro: null } };
export const Mainland: Story = { globals: { district: 'mainland', locale: 'zh-cn' } };
