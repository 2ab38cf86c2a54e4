import type { Meta, StoryObj } from '@storybook/react-vite';
import { isLang, type District } from '@brokerage/domain';
import { fixtureDistrictConfig } from '@brokerage/layout/testing';
import { SiteProvider } from '@brokerage/site-core/testing';
import { HelpAnswerView } from './help-answer-page';
import type { HelpBase } from './help-parts';
import { fixtureHelpQuestion } from './help-fixtures';

interface Args {
  base: HelpBase;
}

const meta: Meta<Args> = {
  title: 'content-pages/Help/Answer page',
  parameters: { layout: 'fullscreen' },
  args: { base: 'help-centre' },
  render: (args, { globals }) => {
    const lang = isLang(globals.locale) ? globals.locale : 'zh-hk';
    const district: District = globals.district === 'mainland' ? 'mainland' : 'hk';
    return (
      <SiteProvider value={{ site: fixtureDistrictConfig(district), lang }}>
        <HelpAnswerView base={args.base} question={fixtureHelpQuestion(lang)} />
      </SiteProvider>
    );
  },
};
export default meta;
type Story = StoryObj<Args>;

/** One answer with its topic trail and related questions beside it (below it on phones). */
export const HelpCentre: Story = {};
/** The webview copy under helpframe: no way to the site's help centre, links stay in helpframe. */
export const Helpframe: Story = { args: { base: 'helpframe' } };
export const English: Story = { globals: { locale: 'en' } };
export const Mainland: Story = { globals: { district: 'mainland', locale: 'zh-cn' } };
