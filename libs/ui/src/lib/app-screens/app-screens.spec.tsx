import { screen, within } from '@testing-library/react';
import type { Lang } from '@brokerage/i18n';
import { renderWithProviders } from '../../test-utils';
import { AppScreen, type AppScreenKind } from './app-screen';
import { appScreenLabels } from './app-screen-messages';
import { appScreenMessages } from './app-screen-words';
import { DeviceFrame } from './device-frame';

const KINDS: AppScreenKind[] = ['quote', 'order', 'portfolio', 'ipo', 'fees'];
const SAMPLE_TAG: Record<Lang, string> = { 'zh-hk': '示例數據', 'zh-cn': '示例数据', en: 'Sample data' };
/** Characters only one of the two Chinese scripts uses in these screens' words. */
const TRADITIONAL_ONLY = /[數據買賣價盤額萬億時當預購倉虧總現稱認將場費稅證監會徵財確單]/;
const SIMPLIFIED_ONLY = /[数据买卖价额万亿时当预购仓亏总现称认将场费税证监会征财确单]/;
const CJK = /[\u3400-\u9fff]/;
/** Every English word of the screens that is more than a unit or a code (HKD, HK, K are on every screen). */
const englishWords = Object.values(appScreenMessages)
  .flatMap((descriptor) => descriptor.message.split(/[^A-Za-z]+/))
  .filter((word) => word.length > 2 && word !== 'HKD');

const renderScreen = async (kind: AppScreenKind, locale: Lang) => {
  renderWithProviders(
    <DeviceFrame label={`frame of ${kind}`}>
      <AppScreen kind={kind} />
    </DeviceFrame>,
    { locale },
  );
  const frame = screen.getByRole('img', { name: `frame of ${kind}` });
  // The screen's code is a deferred part: it comes in a moment after the first render.
  await within(frame).findByText(SAMPLE_TAG[locale], {}, { timeout: 5000 });
  return frame;
};

describe('app screens', () => {
  it.each(KINDS)('draws the %s screen as one named picture whose details are hidden from screen readers', async (kind) => {
    const frame = await renderScreen(kind, 'en');
    expect(frame.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getAllByRole('img')).toEqual([frame]);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it.each(KINDS)('writes the %s screen in English only', async (kind) => {
    const frame = await renderScreen(kind, 'en');
    expect(frame.textContent).not.toMatch(CJK);
  });

  it.each(KINDS)('writes the %s screen in traditional Chinese, without simplified characters or English words', async (kind) => {
    const frame = await renderScreen(kind, 'zh-hk');
    const text = frame.textContent ?? '';
    expect(text).not.toMatch(SIMPLIFIED_ONLY);
    expect(englishWords.filter((word) => new RegExp(`\\b${word}\\b`).test(text))).toEqual([]);
  });

  it.each(KINDS)('writes the %s screen in simplified Chinese, without traditional characters or English words', async (kind) => {
    const frame = await renderScreen(kind, 'zh-cn');
    const text = frame.textContent ?? '';
    expect(text).not.toMatch(TRADITIONAL_ONLY);
    expect(englishWords.filter((word) => new RegExp(`\\b${word}\\b`).test(text))).toEqual([]);
  });

  it('shows a Hong Kong quote with the rise in red, its chart and both sides of the order book', async () => {
    const frame = await renderScreen('quote', 'zh-hk');
    expect(frame).toHaveTextContent('S0001.HK');
    expect(frame).toHaveTextContent('示例科技');
    expect(within(frame).getByText('388.60', { selector: 'div' })).toHaveStyle({ color: '#c8102e' });
    expect(within(frame).getByText('買盤')).toBeInTheDocument();
    expect(within(frame).getByText('賣盤')).toBeInTheDocument();
    expect(frame.querySelector('svg path[d^="M0"]')).not.toBeNull();
  });

  it('adds up the fee breakdown to the estimate the order ticket shows', async () => {
    const fees = await renderScreen('fees', 'en');
    const charges = Array.from(fees.querySelectorAll('dl div:not(:last-child):not(:nth-last-child(2)) dd'), (cell) => Number(cell.textContent));
    expect(charges).toHaveLength(7);
    expect(charges.reduce((sum, fee) => sum + fee, 0).toFixed(2)).toBe('124.93');
    expect(fees).toHaveTextContent('Total feesHKD 124.93');
  });

  it('has a sentence for screen readers for every screen in each language', () => {
    expect(Object.keys(appScreenLabels).sort()).toEqual([...KINDS].sort());
  });
});
