import { homePath } from '@brokerage/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { FilingNotice, QrCodeButton } from '../footer/district-extras';
import { DownloadBanner } from '../footer/download-banner';
import { Footer } from '../footer/footer';
import { LicenceNotice } from '../footer/licence-notice';
import { fixtureBaseConfig } from '../fixtures';
import { MAINLAND, MOBILE_VIEWPORT, storyFixtures } from './story-context';

interface Args {
  loggedIn: boolean;
  showOpenAccountButton: boolean;
  /** Simulates a failed base-config fetch: only the chrome renders (spec 8). */
  emptyBase: boolean;
  /** A phone's first render: the link groups folded into accordion rows. */
  foldLinkGroups: boolean;
}

const meta: Meta<Args> = {
  title: 'layout/Footer',
  args: { loggedIn: false, showOpenAccountButton: true, emptyBase: false, foldLinkGroups: false },
  render: (args, { globals }) => {
    const { lang, config, content } = storyFixtures(globals);
    return (
      <Footer
        config={config}
        lang={lang}
        content={args.emptyBase ? {} : content}
        loggedIn={args.loggedIn}
        showOpenAccountButton={args.showOpenAccountButton}
        onRegisterClick={() => undefined}
        foldLinkGroups={args.foldLinkGroups}
      />
    );
  },
};
export default meta;
type Story = StoryObj<Args>;

/** HK site: licence and risk notice, Google Maps links. */
export const HongKong: Story = {};
/** Mainland site: no licence notice, Amap links. */
export const Mainland: Story = { globals: MAINLAND };
export const LoggedIn: Story = { args: { loggedIn: true, showOpenAccountButton: false } };
export const MainlandIp: Story = { args: { showOpenAccountButton: false } };
export const EmptyBase: Story = { args: { emptyBase: true } };
/** A phone: link groups folded into accordion rows, branches and social links one under the other. */
export const Mobile: Story = { globals: MOBILE_VIEWPORT, args: { foldLinkGroups: true } };
export const MobileMainland: Story = { globals: { ...MOBILE_VIEWPORT, ...MAINLAND }, args: { foldLinkGroups: true } };
export const English: Story = { globals: { locale: 'en' } };
export const SimplifiedChinese: Story = { globals: { locale: 'zh-cn' } };

const Dark = ({ children }: { children: ReactNode }) => <div style={{ background: '#0e1626', color: '#b6bfcf', padding: 24 }}>{children}</div>;

/** The HK licence and risk notice alone (licence types 1, 4, 6, 9). */
export const Licence: Story = {
  render: (_args, { globals }) => {
    const { lang } = storyFixtures(globals);
    const notice = fixtureBaseConfig('hk', lang).licenceNotice;
    return <Dark>{notice && <LicenceNotice notice={notice} />}</Dark>;
  },
};

/** Mobile-only download banner of the product pages (hidden from 1024 px). */
export const DownloadBannerOnIphone: Story = {
  globals: MOBILE_VIEWPORT,
  render: (_args, { globals }) => {
    const { lang, config, content } = storyFixtures(globals);
    return <DownloadBanner content={content.appDownload} flags={{ isIos: true, isAndroid: false, isHuawei: false }} downloadPageHref={homePath(config, lang) + config.downloadPath} />;
  },
};

/** The mainland footer's own parts: WeChat (press for the QR code), Weibo is a plain link in the list, and the ICP filing. */
export const MainlandWeChatAndFiling: Story = {
  globals: MAINLAND,
  render: (_args, { globals }) => {
    const { lang, config } = storyFixtures(globals);
    const wechat = config.ownSocial?.find((link) => link.qrImage);
    return (
      <Dark>
        <div style={{ paddingTop: 240, display: 'flex', flexDirection: 'column', gap: 16 }}>
          {wechat?.qrImage && <QrCodeButton network={wechat.network} label={wechat.label[lang]} qrImage={wechat.qrImage} />}
          {config.icpFiling && <FilingNotice filing={config.icpFiling} />}
        </div>
      </Dark>
    );
  },
};
