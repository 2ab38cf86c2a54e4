import { formatCount, formatMoney, formatWholeMoney } from './format';

describe('money and counts on the fees pages', () => {
  it('writes amounts with two decimals (or up to the places asked for), US dollars as US$ in English', () => {
    expect(formatMoney('en', 'USD', '1234.5')).toBe('US$1,234.50');
    expect(formatMoney('en', 'HKD', '0.0123', 4)).toBe('HK$0.0123');
    expect(formatMoney('zh-hk', 'HKD', 3)).toBe('HK$3.00');
  });

  it('writes a headline amount whole and a count with grouping, each language its own way', () => {
    expect(formatWholeMoney('en', 'HKD', '100000')).toBe('HK$100,000');
    expect(formatWholeMoney('zh-cn', 'CNY', 50000)).toBe('¥50,000');
    expect(formatCount('en', 12000)).toBe('12,000');
    // The same options in another currency are another formatter, not the first one's.
    expect(formatMoney('en', 'USD', 1)).toBe('US$1.00');
    expect(formatMoney('en', 'HKD', 1)).toBe('HK$1.00');
  });
});
