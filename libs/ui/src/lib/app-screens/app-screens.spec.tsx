import { screen, within } from '@testing-library/react';
import type { Lang } from '@brokerage/i18n';
import { renderWithProviders } from '../../test-utils';
import { AppPhone, type AppScreenKind, type AppScreenMarket } from './app-phone';
import { appScreenLabels } from './app-screen-messages';
import { appScreenMessages } from './app-screen-words';

const KINDS: AppScreenKind[] = ['quote', 'order', 'portfolio', 'ipo', 'fees'];
const SAMPLE_TAG: Record<Lang, string> = { 'zh-hk': '示例數據', 'zh-cn': '示例数据', en: 'Sample data' };
/** Characters only one of the two Chinese scripts uses in these screens' words. */
const TRADITIONAL_ONLY = /[數據買賣價盤額萬億時當預購倉虧總現稱認將場費稅證監會徵財確單]/;
const SIMPLIFIED_ONLY = /[数据买卖价额万亿时当预购仓亏总现称认将场费税证监会征财确单]/;
const CJK = /[\u3400-\u9fff]/;
/** Every English word of the screens that is more than a unit or a code (HKD, HK, K are on every screen). */
const englishWords = Object.values(appScreenMessages)
  .flatMap((descriptor) => (descriptor.message ?? '').split(/[^A-Za-z]+/))
  .filter((word) => word.length > 2 && word !== 'HKD');

const renderScreen = async (kind: AppScreenKind, locale: Lang, market?: AppScreenMarket) => {
  renderWithProviders(<AppPhone kind={kind} market={market} />, { locale });
  // The phone's code is a deferred part: it comes in a moment after the first render.
  const frame = await screen.findByTestId('device-frame', {}, { timeout: 5000 });
  // One picture, named after its screen in the page's language.
  expect(frame).toHaveAttribute('role', 'img');
  expect(frame).toHaveAccessibleName(locale === 'en' ? (appScreenLabels[kind].message as string) : CJK);
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

  const MARKETS: Record<AppScreenMarket, { currency: string; code: string; price: string }> = {
    hk: { currency: 'HKD', code: 'S0001.HK', price: '388.60' },
    us: { currency: 'USD', code: 'S0001.US', price: '194.30' },
    cn: { currency: 'CNY', code: 'S0001.SH', price: '38.86' },
  };
  const MARKET_CASES = (['quote', 'order'] as const).flatMap((kind) =>
    (Object.keys(MARKETS) as AppScreenMarket[]).map((market) => [kind, market] as const),
  );

  it.each(MARKET_CASES)("shows the %s screen's sample stock in the %s market's currency, code and price, and no other market's", async (kind, market) => {
    const frame = await renderScreen(kind, 'en', market);
    const { currency, code, price } = MARKETS[market];
    expect(frame).toHaveTextContent(currency);
    expect(frame).toHaveTextContent(code);
    expect(within(frame).getAllByText(price).length).toBeGreaterThan(0);
    for (const other of Object.values(MARKETS).filter((sample) => sample.code !== code)) {
      expect(frame).not.toHaveTextContent(other.currency);
      expect(frame).not.toHaveTextContent(other.code);
    }
  });

  it.each([
    ['hk', '1 lot = 100 shares', 'AmountHKD 77,720.00'],
    // 200 shares at USD 194.30, bought one share at a time if need be.
    ['us', 'Min. 1 share', 'AmountUSD 38,860.00'],
    ['cn', '1 lot = 100 shares', 'AmountCNY 7,772.00'],
  ] as const)('counts the %s order in the units of its market (%s) and prices it in its currency', async (market, units, amount) => {
    const frame = await renderScreen('order', 'en', market);
    expect(frame).toHaveTextContent(units);
    expect(frame).toHaveTextContent(amount);
    if (market === 'us') expect(frame).not.toHaveTextContent('lot');
  });

  it.each([
    ['us', 'zh-hk', '最少 1 股'],
    ['us', 'zh-cn', '最少 1 股'],
    ['cn', 'zh-hk', '每手 100 股'],
    ['cn', 'zh-cn', '每手 100 股'],
  ] as const)('writes the %s order ticket in %s without English words', async (market, locale, units) => {
    const frame = await renderScreen('order', locale, market);
    expect(frame).toHaveTextContent(units);
    expect(englishWords.filter((word) => new RegExp(`\\b${word}\\b`).test(frame.textContent ?? ''))).toEqual([]);
  });

  it('gives the Hong Kong order ticket the fee estimate the fee screen adds up to', async () => {
    expect(await renderScreen('order', 'en', 'hk')).toHaveTextContent('Estimated feesHKD 124.93');
  });

  it.each(['us', 'cn'] as const)('leaves the fee estimate off the %s order ticket, whose charges no fee screen itemises', async (market) => {
    const frame = await renderScreen('order', 'en', market);
    expect(frame).toHaveTextContent('Buying power');
    expect(frame).not.toHaveTextContent('Estimated fees');
  });

  it('has a sentence for screen readers for every screen in each language', () => {
    expect(Object.keys(appScreenLabels).sort()).toEqual([...KINDS].sort());
  });
});
