import type { Meta, StoryObj } from '@storybook/react-vite';
import { isLang, type District } from '@brokerage/domain';
import { fixtureDistrictConfig } from '@brokerage/layout/testing';
import { SiteProvider } from '@brokerage/site-core/testing';
import { HelpCatalogView } from './help-catalog-page';
import type { HelpBase } from './help-parts';
import { fixtureHelpCatalogs, fixtureHelpQuestions } from './help-fixtures';

interface Args {
  base: HelpBase;
  empty: boolean;
}

const meta: Meta<Args> = {
  title: 'content-pages/Help/Topic page',
  parameters: { layout: 'fullscreen' },
  args: { base: 'help-centre', empty: false },
  render: (args, { globals }) => {
    const lang = isLang(globals.locale) ? globals.locale : 'zh-hk';
    const district: District = globals.district === 'mainland' ? 'mainland' : 'hk';
    const catalogs = fixtureHelpCatalogs(lang);
    return (
      <SiteProvider value={{ site: fixtureDistrictConfig(district), lang }}>
        <HelpCatalogView
          base={args.base}
          catalog={catalogs[0]}
          catalogs={catalogs}
          questions={args.empty ? [] : fixtureHelpQuestions(lang, (question) => question.catalogId === 1)}
          page={1}
          pageCount={args.empty ? 1 : 2}
        />
      </SiteProvider>
    );
  },
};
export default meta;
type Story = StoryObj<Args>;

/** A topic's questions with the page links and the other topics beside them. */
export const Topic: Story = {};
export const Helpframe: Story = { args: { base: 'helpframe' } };
export const Empty: Story = { args: { empty: true } };
export const English: Story = { globals: { locale: 'en' } };
export const Mainland: Story = { globals: { district: 'mainland', locale: 'zh-cn' } };
