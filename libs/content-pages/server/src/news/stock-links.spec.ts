import type { BrokerApi } from '@brokerage/api-client';
import { CODES } from '@brokerage/contracts';
import { linkStockCodes, stockCodesIn, stocksWithNews } from './stock-links';

const tencent = { code: '00700.HK', name: 'Tencent Holdings', path: 'news-stock/00700.HK' };
const apple = { code: 'AAPL.US', name: 'Apple Inc.', path: 'news-stock/AAPL.US' };
const hrefOf = (path: string) => `/en/${path}`;

describe('stock codes in articles', () => {
  it('finds each code once, as stock news writes it, and nothing that only looks alike', () => {
    expect(stockCodesIn('Tencent (00700.HK) and Alibaba (09988.HK); again 00700.HK', '騰訊（00700.HK）、茅台（600519.SH）及蘋果，AAPL.US')).toEqual(['00700.HK', '09988.HK', '600519.SH', 'AAPL.US']);
    expect(stockCodesIn('U.S. markets, 1.HKD, www.example.HK.com, a00700.HKX, 3.5.HK')).toEqual([]);
  });

  it('links the named stocks in text, leaving existing links, attributes and unknown codes alone', () => {
    const html = '<p title="00700.HK">Tencent (00700.HK), Apple (AAPL.US) and HSBC (00005.HK).</p><p><a href="/x">00700.HK</a></p>';
    expect(linkStockCodes(html, [tencent, apple], hrefOf)).toBe(
      '<p title="00700.HK">Tencent (<a href="/en/news-stock/00700.HK">00700.HK</a>), Apple (<a href="/en/news-stock/AAPL.US">AAPL.US</a>) and HSBC (00005.HK).</p><p><a href="/x">00700.HK</a></p>',
    );
    expect(linkStockCodes(html, [], hrefOf)).toBe(html);
  });

  it('links only stocks that have stock news, with their names', async () => {
    const stockNews = jest.fn(async ({ id }: { id: string }) => {
      if (id === '00005.HK') throw { code: CODES.NOT_FOUND, msg: 'not found', data: null };
      return { list: [], total: 1, stock: { code: id, name: id === 'AAPL.US' ? 'Apple Inc.' : 'Tencent Holdings', market: 'hk' } };
    });
    const api = { content: { stockNews } } as unknown as BrokerApi;
    await expect(stocksWithNews(api, ['00700.HK', '00005.HK', 'AAPL.US'])).resolves.toEqual([tencent, apple]);
    expect(stockNews).toHaveBeenCalledWith({ id: '00700.HK', offset: 0, limit: 1 });
  });
});
