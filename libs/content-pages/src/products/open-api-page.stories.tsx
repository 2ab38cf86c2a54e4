import type { Meta, StoryObj } from '@storybook/react-vite';
import { OpenApiPage } from './open-api-page';
import { sampleOpenApi, sampleOpenApiReviewTime } from './product-fixtures';
import { StorySite, storySite } from './story-site';

const meta: Meta<typeof OpenApiPage> = {
  title: 'content-pages/Products/Open API',
  component: OpenApiPage,
  parameters: { layout: 'fullscreen' },
  render: (_args, { globals }) => {
    const { lang, district } = storySite(globals);
    return (
      <StorySite lang={lang} district={district}>
        <OpenApiPage {...sampleOpenApi(lang)} reviewTime={sampleOpenApiReviewTime(lang)} />
      </StorySite>
    );
  },
};
export default meta;
type Story = StoryObj<typeof OpenApiPage>;

export const Default: Story = {};
export const Mainland: Story = { globals: { district: 'mainland', locale: 'zh-cn' } };
