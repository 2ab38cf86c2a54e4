import type { BaseConfig } from '@brokerage/contracts';
import { useShellState } from '@brokerage/layout';
import { useSite, type SiteRouteHandle } from '@brokerage/site-core';
import { AppTour, appTourMessages, media } from '@brokerage/ui';
import { useLingui } from '@lingui/react';
import { useLoaderData } from '@remix-run/react';
import styled from 'styled-components';
import { productMessages as m } from './messages';
import { DOWNLOAD_CHOICES, downloadChoices, type DeviceKind, type DownloadChoice, type DownloadTipType } from './download-choices';
import { Band, Inner } from './bands';

/** App links of the base config (`appDownload`), as the root loader's shell holds them. */
export type AppLinks = BaseConfig['appDownload'];

/** Texts of the download page (page texts `download`). */
export interface DownloadTexts {
  title: string;
  text: string;
  /** Button labels per choice. */
  labels: Record<DownloadChoice, string>;
  desktop: string;
}

/** What `downloadLoader` gives the download page. */
export interface DownloadData {
  texts: DownloadTexts;
}

/** What `downloadTipLoader` gives download-tip/{type}. */
export interface DownloadTipData {
  type: DownloadTipType;
  /** The "open in your browser" tip (page texts `download-tip`). */
  tip: { title: string; text: string };
  texts: DownloadTexts;
}

const CHOICE_ICONS: Record<DownloadChoice, string> = {
  // Simple glyphs (decorative): an apple, a play triangle, a download arrow.
  ios: 'M12 7c1.5-2 3.4-2.2 4-2.2.1 1.4-.4 2.8-1.3 3.7-.9 1-2.2 1.6-3.3 1.5-.1-1.2.2-2.2.6-3ZM8.2 10.2c1.3 0 2.3.7 3.2.7.9 0 2.1-.8 3.6-.7 1.5.1 2.6.7 3.3 1.8-3 1.8-2.5 6 .5 7.2-.6 1.5-1.7 3.8-3.4 3.8-1.2 0-1.6-.7-3-.7-1.5 0-1.9.7-3.1.7-1.9 0-4.3-3.7-4.3-7.4 0-3.4 1.9-5.4 3.2-5.4Z',
  android: 'M6 3.5v17l14-8.5-14-8.5Z',
  apk: 'M11 3h2v9.2l3.3-3.3 1.4 1.4L12 16l-5.7-5.7 1.4-1.4 3.3 3.3V3ZM5 18h14v2H5v-2Z',
};

/** Store and APK buttons for `choices`; a choice without a link in the base config is left out. */
export function DownloadButtons({ choices, links, labels }: { choices: readonly DownloadChoice[]; links: Partial<AppLinks>; labels: DownloadTexts['labels'] }) {
  const available = choices.filter((choice) => Boolean(links[choice]));
  if (available.length === 0) return null;
  return (
    <Stores>
      {available.map((choice) => (
        <li key={choice}>
          <StoreLink href={links[choice]} rel="noopener noreferrer" data-choice={choice}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path fill="currentColor" d={CHOICE_ICONS[choice]} />
            </svg>
            {labels[choice]}
          </StoreLink>
        </li>
      ))}
    </Stores>
  );
}

/** A phone's own store first: an iPhone's App Store, an Android phone's Google Play or APK. */
const phoneFirst = (device: DeviceKind): DownloadChoice[] => {
  const own: DownloadChoice[] = device.isIos ? ['ios'] : device.isHuawei ? ['apk'] : ['android'];
  return [...own, ...DOWNLOAD_CHOICES.filter((choice) => !own.includes(choice))];
};

/**
 * The download page: the app's texts, store buttons, the QR code and the desktop line. A phone gets
 * its own store's button first and no QR code (it cannot scan its own screen); a desktop gets the QR code.
 */
export function DownloadPage({ texts, app, device }: DownloadData & { app: Partial<AppLinks>; device?: DeviceKind }) {
  const { i18n } = useLingui();
  const onPhone = Boolean(device && (device.isIos || device.isAndroid));
  return (
    <>
      <Band $tone="surface">
        <Layout>
          <div>
            <Title>{texts.title}</Title>
            <Lead>{texts.text}</Lead>
            <SubHeading>{i18n._(m.stores)}</SubHeading>
            <DownloadButtons choices={device && onPhone ? phoneFirst(device) : DOWNLOAD_CHOICES} links={app} labels={texts.labels} />
            <SubHeading>{i18n._(m.desktop)}</SubHeading>
            <Desktop>{texts.desktop}</Desktop>
          </div>
          {app.qrCode && !onPhone ? (
            <QrCard>
              <img src={app.qrCode} alt={i18n._(m.qrAlt)} width={200} height={200} />
              <p>{i18n._(m.scanToDownload)}</p>
            </QrCard>
          ) : null}
        </Layout>
      </Band>
      {/* What the visitor is about to install: the app's main screens, with sample data. */}
      <Band aria-labelledby="download-app-tour">
        <Inner>
          <TourHeading id="download-app-tour">{i18n._(appTourMessages.heading)}</TourHeading>
          <TourNote>{i18n._(appTourMessages.note)}</TourNote>
          <AppTour kinds={TOUR} labelledBy="download-app-tour" />
        </Inner>
      </Band>
    </>
  );
}

/** The tour of the download page: from a quote to the trade, the holdings, IPOs and the fees. */
const TOUR = ['quote', 'order', 'portfolio', 'ipo', 'fees'] as const;

/**
 * download-tip/{type}: inside WeChat (which blocks downloads) the "open in your browser" tip comes
 * first; then the downloads of that type (see `downloadChoices`).
 */
export function DownloadTipPage({ type, tip, texts, app, device, inWeChat }: DownloadTipData & { app: Partial<AppLinks>; device: DeviceKind; inWeChat: boolean }) {
  const { i18n } = useLingui();
  const { site } = useSite();
  const choices = downloadChoices(type, device, site.district);
  return (
    <Band $tone="surface">
      <TipInner>
        {inWeChat ? (
          <Tip role="note">
            <Arrow aria-hidden="true">↗</Arrow>
            <Title>{tip.title}</Title>
            <Lead>{tip.text}</Lead>
          </Tip>
        ) : (
          <>
            <Title>{texts.title}</Title>
            <Lead>{texts.text}</Lead>
          </>
        )}
        <SubHeading>{i18n._(m.yourDevice)}</SubHeading>
        <DownloadButtons choices={choices} links={app} labels={texts.labels} />
        {/* A computer cannot install the app: the QR code takes the visitor to their phone. */}
        {!device.isIos && !device.isAndroid && app.qrCode ? (
          <QrCard $inline>
            <img src={app.qrCode} alt={i18n._(m.qrAlt)} width={200} height={200} />
            <p>{i18n._(m.scanToDownload)}</p>
          </QrCard>
        ) : null}
      </TipInner>
    </Band>
  );
}

const Layout = styled(Inner)`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxl};
  min-height: 420px;
  ${media.mobile} { grid-template-columns: minmax(0, 1fr); gap: ${({ theme }) => theme.space.xl}; min-height: 0; }
`;

const SubHeading = styled.h2`
  margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.brand};
  font-size: 36px;
  line-height: 1.25;
  ${media.mobile} { font-size: ${({ theme }) => theme.fontSizes.xxl}; }
`;

const Lead = styled.p`
  max-width: 640px;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.6;
`;

const Stores = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  /* A phone stacks the buttons at one width, its own store's first. */
  ${media.mobile} { flex-direction: column; > li > a { display: flex; } }
`;

const StoreLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceDark};
  color: ${({ theme }) => theme.colors.textInverse};
  font-weight: 600;
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.colors.brandDark}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

const TourHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  text-align: center;
  ${media.mobile} { font-size: ${({ theme }) => theme.fontSizes.xl}; text-align: left; }
`;

const TourNote = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
  ${media.mobile} { margin-bottom: ${({ theme }) => theme.space.lg}; text-align: left; }
`;

const Desktop = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const TipInner = styled(Inner)`
  min-height: 420px;
  ${media.mobile} { min-height: 60vh; }
`;

export const QrCard = styled.figure<{ $inline?: boolean }>`
  width: fit-content;
  margin: ${({ $inline, theme }) => ($inline ? `${theme.space.xl} 0 0` : '0')};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.dropdown};
  text-align: center;
  img { display: block; width: 200px; height: 200px; margin: 0 auto; }
  p { margin: ${({ theme }) => theme.space.md} 0 0; color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  ${media.mobile} { justify-self: start; }
`;

const Tip = styled.div`
  position: relative;
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  padding-right: 64px;
  border: 2px dashed ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
`;

const Arrow = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.accent};
  font-size: 40px;
  line-height: 1;
`;

/** `download` (spec 2): app links from the base config the root loader fetched. */
export const DownloadRoute = () => {
  const data = useLoaderData<DownloadData>();
  const { baseConfig, flags } = useShellState();
  return <DownloadPage {...data} app={baseConfig.appDownload ?? {}} device={flags} />;
};
export const downloadHandle: SiteRouteHandle = {};

/** `download-tip/{type}` (spec 2): the device flags come from the request's user agent (root loader). */
export const DownloadTipRoute = () => {
  const data = useLoaderData<DownloadTipData>();
  const { baseConfig, flags } = useShellState();
  return <DownloadTipPage {...data} app={baseConfig.appDownload ?? {}} device={flags} inWeChat={flags.isWeChatOrWxWork} />;
};
/** The tip pages are for visitors arriving from a link, not for search engines. */
export const downloadTipHandle: SiteRouteHandle = { sitemap: false };
