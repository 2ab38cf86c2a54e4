import { PageSection } from '@brokerage/site-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { isLang, type District } from '@brokerage/domain';
import { fixtureDistrictConfig } from '@brokerage/layout/testing';
import { SiteProvider } from '@brokerage/site-core/testing';
import { CardGrid } from '@brokerage/ui';
import { CatalogCard, QuestionList } from './help-parts';
import { fixtureHelpCatalogs, fixtureHelpQuestions } from './help-fixtures';

interface Args {
  part: 'catalog-cards' | 'question-list';
}

const meta: Meta<Args> = {
  title: 'content-pages/Help/Parts',
  parameters: { layout: 'fullscreen' },
  args: { part: 'catalog-cards' },
  render: (args, { globals }) => {
    const lang = isLang(globals.locale) ? globals.locale : 'zh-hk';
    const district: District = globals.district === 'mainland' ? 'mainland' : 'hk';
    return (
      <SiteProvider value={{ site: fixtureDistrictConfig(district), lang }}>
        <PageSection>
          {args.part === 'catalog-cards' ? (
            <CardGrid>
              {fixtureHelpCatalogs(lang).map((catalog) => (
                <CatalogCard key={catalog.id} catalog={catalog} href={`/${lang}/help-centre/${catalog.id}`} />
              ))}
            </CardGrid>
          ) : (
            <QuestionList questions={fixtureHelpQuestions(lang).map((question) => ({ ...question, href: `/${lang}/help-centre/${question.catalogId}/detail/${question.id}` }))} />
          )}
        </PageSection>
      </SiteProvider>
    );
  },
};
export default meta;
type Story = StoryObj<Args>;

/** Help topics as cards: icon, title (the link covers the card), description and question count. */
export const CatalogCards: Story = {};
/** Questions linking to their answers. */
export const QuestionLinks: Story = { args: { part: 'question-list' } };
export const English: Story = { globals: { locale: 'en' } };
export const Mainland: Story = { args: { part: 'question-list' }, globals: { district: 'mainland', locale: 'zh-cn' } };
