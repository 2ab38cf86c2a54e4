import type { Meta, StoryObj } from '@storybook/react-vite';
import { DownloadPage, DownloadTipPage } from './download-page';
import { sampleAppLinks, sampleDownloadTexts, sampleDownloadTip } from './product-fixtures';
import { StorySite, storySite } from './story-site';

const meta: Meta<typeof DownloadPage> = {
  title: 'content-pages/Products/Download',
  component: DownloadPage,
  parameters: { layout: 'fullscreen' },
  render: (_args, { globals }) => {
    const { lang, district } = storySite(globals);
    return (
      <StorySite lang={lang} district={district}>
        <DownloadPage texts={sampleDownloadTexts(lang)} app={sampleAppLinks} />
      </StorySite>
    );
  },
};
export default meta;
type Story = StoryObj<typeof DownloadPage>;

export const Download: Story = {};
export const WithoutAppLinks: Story = {
  render: (_args, { globals }) => {
    const { lang, district } = storySite(globals);
    return (
      <StorySite lang={lang} district={district}>
        <DownloadPage texts={sampleDownloadTexts(lang)} app={{}} />
      </StorySite>
    );
  },
};
export const TipInWeChat: Story = {
  globals: { district: 'mainland', locale: 'zh-cn' },
  render: (_args, { globals }) => {
    const { lang, district } = storySite(globals);
    return (
      <StorySite lang={lang} district={district}>
        <DownloadTipPage
          type="auto"
          tip={sampleDownloadTip(lang)}
          texts={sampleDownloadTexts(lang)}
          app={sampleAppLinks}
          device={{ isIos: false, isAndroid: true, isHuawei: false }}
          inWeChat
        />
      </StorySite>
    );
  },
};
export const TipOnIphone: Story = {
  render: (_args, { globals }) => {
    const { lang, district } = storySite(globals);
    return (
      <StorySite lang={lang} district={district}>
        <DownloadTipPage
          type="auto"
          tip={sampleDownloadTip(lang)}
          texts={sampleDownloadTexts(lang)}
          app={sampleAppLinks}
          device={{ isIos: true, isAndroid: false, isHuawei: false }}
          inWeChat={false}
        />
      </StorySite>
    );
  },
};
