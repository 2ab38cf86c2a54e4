import type { Meta, StoryObj } from '@storybook/react-vite';
import { isLang, type District } from '@brokerage/domain';
import { fixtureDistrictConfig } from '@brokerage/layout/testing';
import { SiteProvider } from '@brokerage/site-core/testing';
import { HelpCentreView, HelpFaqView } from './help-centre-page';
import { fixtureHelpCatalogs, fixtureHelpQuestions } from './help-fixtures';

interface Args {
  page: 'centre' | 'faq';
}

const meta: Meta<Args> = {
  title: 'content-pages/Help/Help centre',
  parameters: { layout: 'fullscreen' },
  args: { page: 'centre' },
  render: (args, { globals }) => {
    const lang = isLang(globals.locale) ? globals.locale : 'zh-hk';
    const district: District = globals.district === 'mainland' ? 'mainland' : 'hk';
    const hot = fixtureHelpQuestions(lang, (question) => question.isHot);
    return (
      <SiteProvider value={{ site: fixtureDistrictConfig(district), lang }}>
        {args.page === 'centre' ? <HelpCentreView catalogs={fixtureHelpCatalogs(lang)} hot={hot} /> : <HelpFaqView questions={hot} catalogs={fixtureHelpCatalogs(lang)} />}
      </SiteProvider>
    );
  },
};
export default meta;
type Story = StoryObj<Args>;

/** help-centre: the topic cards, the forms card and the hot questions. */
export const Overview: Story = {};
/** help-centre/faq: the hot questions grouped by topic. */
export const Faq: Story = { args: { page: 'faq' } };
export const English: Story = { globals: { locale: 'en' } };
export const Mainland: Story = { globals: { district: 'mainland', locale: 'zh-cn' } };
