import type { Meta, StoryObj } from '@storybook/react-vite';
import { InstitutionPage } from './institution-page';
import { sampleInstitution } from './product-fixtures';
import { StorySite, storySite } from './story-site';

const meta: Meta<typeof InstitutionPage> = {
  title: 'content-pages/Products/Institution',
  component: InstitutionPage,
  parameters: { layout: 'fullscreen' },
  render: (_args, { globals }) => {
    const { lang, district } = storySite(globals);
    return (
      <StorySite lang={lang} district={district}>
        <InstitutionPage {...sampleInstitution(lang)} />
      </StorySite>
    );
  },
};
export default meta;
type Story = StoryObj<typeof InstitutionPage>;

export const Default: Story = {};
export const Mainland: Story = { globals: { district: 'mainland', locale: 'zh-cn' } };
