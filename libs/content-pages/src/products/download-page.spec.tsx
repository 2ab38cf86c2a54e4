/**
 * @jest-environment jsdom
 */
import { screen, within } from '@testing-library/react';
import type { District, Lang } from '@brokerage/domain';
import { fixtureDistrictConfig, renderWithProviders } from '@brokerage/layout/testing';
import { SiteProvider } from '@brokerage/site-core/testing';
import type { ReactElement } from 'react';
import { downloadChoices, type DeviceKind } from './download-choices';
import { DownloadPage, DownloadTipPage } from './download-page';
import { sampleAppLinks, sampleDownloadTexts, sampleDownloadTip } from './product-fixtures';
import { preloadDeferredParts } from '@brokerage/ui';

const renderOn = (district: District, lang: Lang, ui: ReactElement) =>
  renderWithProviders(<SiteProvider value={{ site: fixtureDistrictConfig(district), lang }}>{ui}</SiteProvider>, { locale: lang });

const IPHONE: DeviceKind = { isIos: true, isAndroid: false, isHuawei: false };
const ANDROID: DeviceKind = { isIos: false, isAndroid: true, isHuawei: false };
const HUAWEI: DeviceKind = { isIos: false, isAndroid: true, isHuawei: true };
const DESKTOP: DeviceKind = { isIos: false, isAndroid: false, isHuawei: false };

// The pages' deferred parts (phones, tour, sections below the hero) fetch their code once here, so
// each test finds them in its first render, as a client-side navigation shows them.
beforeAll(preloadDeferredParts, 20_000);

describe('download choices', () => {
  it.each([
    ['hk', DESKTOP, 'hk', ['ios', 'android', 'apk']],
    ['mainland', ANDROID, 'hk', ['ios', 'apk']],
    ['sg', IPHONE, 'mainland', ['ios', 'android']],
    ['auto', IPHONE, 'mainland', ['ios']],
    ['auto', ANDROID, 'hk', ['android']],
    ['auto', ANDROID, 'mainland', ['apk']],
    ['auto', HUAWEI, 'hk', ['apk']],
    ['auto', DESKTOP, 'hk', ['ios', 'android', 'apk']],
    ['auto', DESKTOP, 'mainland', ['ios', 'apk']],
  ] as const)('offers %s on %j on the %s site: %j', (type, device, district, expected) => {
    expect(downloadChoices(type, device, district)).toEqual(expected);
  });
});

describe('download page', () => {
  it('tours the app: five screens of it in phone frames, each one named picture with a caption', async () => {
    renderOn('hk', 'en', <DownloadPage texts={sampleDownloadTexts('en')} app={sampleAppLinks} />);
    // The tour is a deferred part: it comes in a moment after the first render.
    const tour = await screen.findByRole('list', { name: 'Inside the app' }, { timeout: 5000 });
    const stops = within(tour).getAllByRole('listitem');
    expect(stops.map((stop) => within(stop).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Real-time quotes',
      'Place an order in seconds',
      'Your portfolio at a glance',
      'Subscribe to IPOs',
      'Every fee in plain sight',
    ]);
    expect(within(stops[1]).getByRole('img')).toHaveAccessibleName(/order ticket/);
    // The screens themselves are drawn with sample data, marked as such.
    expect(await within(stops[0]).findByText('Sample data', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('tours the app in the page language', async () => {
    renderOn('mainland', 'zh-cn', <DownloadPage texts={sampleDownloadTexts('zh-cn')} app={sampleAppLinks} />);
    const tour = screen.getByRole('list', { name: 'App 一览' });
    expect(within(tour).getAllByRole('img')).toHaveLength(5);
    expect(within(tour).getByRole('heading', { name: '认购新股' })).toBeInTheDocument();
    expect((await within(tour).findAllByText('示例数据', {}, { timeout: 5000 })).length).toBeGreaterThan(0);
  });

  it('shows the QR code, every store button and the desktop line', () => {
    renderOn('hk', 'en', <DownloadPage texts={sampleDownloadTexts('en')} app={sampleAppLinks} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Download the Harbourfront app');
    expect(screen.getByRole('img', { name: 'QR code for downloading the app' })).toHaveAttribute('src', '/images/download/app-qr.svg');
    expect(screen.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute('href', sampleAppLinks.ios);
    expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute('href', sampleAppLinks.android);
    expect(screen.getByRole('link', { name: 'Download the Android APK' })).toHaveAttribute('href', sampleAppLinks.apk);
    expect(screen.getByText('Desktop trading is coming in 2027.')).toBeInTheDocument();
  });

  it("gives a phone its own store's button first and no QR code to scan", () => {
    const { unmount } = renderOn('hk', 'en', <DownloadPage texts={sampleDownloadTexts('en')} app={sampleAppLinks} device={{ isIos: false, isAndroid: true, isHuawei: true }} />);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('data-choice'))).toEqual(['apk', 'ios', 'android']);
    expect(screen.queryByRole('img', { name: 'QR code for downloading the app' })).toBeNull();
    unmount();
    renderOn('hk', 'en', <DownloadPage texts={sampleDownloadTexts('en')} app={sampleAppLinks} device={{ isIos: true, isAndroid: false, isHuawei: false }} />);
    expect(screen.getAllByRole('link')[0]).toHaveAccessibleName('Download on the App Store');
  });

  it('leaves out the QR code and the buttons when the base config has no app links', () => {
    renderOn('hk', 'zh-hk', <DownloadPage texts={sampleDownloadTexts('zh-hk')} app={{}} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('下載港灣證券App');
    // The app tour's pictures stay; the QR code goes.
    expect(screen.getAllByRole('img').every((image) => image.getAttribute('data-testid') === 'device-frame')).toBe(true);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('download tip page', () => {
  const renderTip = (district: District, type: 'hk' | 'mainland' | 'sg' | 'auto', device: DeviceKind, inWeChat: boolean) =>
    renderOn(
      district,
      'zh-cn',
      <DownloadTipPage type={type} tip={sampleDownloadTip('zh-cn')} texts={sampleDownloadTexts('zh-cn')} app={sampleAppLinks} device={device} inWeChat={inWeChat} />,
    );

  it('tells WeChat visitors to open the page in their browser first', () => {
    renderTip('mainland', 'auto', ANDROID, true);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('请在浏览器打开此页');
    expect(screen.getByRole('note')).toHaveTextContent('此应用内无法下载');
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([sampleAppLinks.apk]);
  });

  it('gives an iPhone outside WeChat the App Store only', () => {
    renderTip('hk', 'auto', IPHONE, false);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('下载港湾证券App');
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([sampleAppLinks.ios]);
  });

  it('offers no Google Play on the mainland type', () => {
    renderTip('hk', 'mainland', DESKTOP, false);
    expect(screen.queryByRole('link', { name: '于Google Play下载' })).toBeNull();
    expect(screen.getByRole('link', { name: '下载Android APK' })).toBeInTheDocument();
  });
});
