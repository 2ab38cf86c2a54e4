import { ELLIPSIS, shortenText } from './shorten-text';

describe('shortenText', () => {
  it('uses the single-character ellipsis', () => {
    expect(ELLIPSIS).toBe('…');
  });

  it('cuts non-Chinese text to 6 words by default', () => {
    expect(shortenText('Trade US and Hong Kong stocks with one account today')).toBe('Trade US and Hong Kong stocks…');
  });

  it('leaves text of exactly N words or fewer whole', () => {
    expect(shortenText('Trade US and Hong Kong stocks')).toBe('Trade US and Hong Kong stocks');
    expect(shortenText('Fees', 1)).toBe('Fees');
    expect(shortenText('Zero commission on US stocks', 3)).toBe('Zero commission on…');
  });

  it('counts words across any whitespace and trims the result', () => {
    expect(shortenText('  one\ttwo\n three   four  ', 2)).toBe('one two…');
    expect(shortenText('  one   two  ', 2)).toBe('one   two');
  });

  it('cuts Chinese text to N characters', () => {
    expect(shortenText('港美股一站式交易平台')).toBe('港美股一站式…');
    expect(shortenText('港美股交易平台', 7)).toBe('港美股交易平台');
    expect(shortenText('開戶即享免佣', 3)).toBe('開戶即…');
  });

  it('treats mixed text with any Chinese as Chinese', () => {
    expect(shortenText('uSMART 港股 IPO 認購攻略', 6)).toBe('uSMART…');
    expect(shortenText('港股IPO認購', 4)).toBe('港股IP…');
  });

  it('handles empty and whitespace-only text', () => {
    expect(shortenText('')).toBe('');
    expect(shortenText('   \n\t ')).toBe('');
    expect(shortenText('\u3000\u3000')).toBe('');
    expect(shortenText(null)).toBe('');
    expect(shortenText(undefined)).toBe('');
  });

  it('cuts very long text to the limit', () => {
    expect(shortenText('market '.repeat(100_000))).toBe(`${'market '.repeat(6).trimEnd()}…`);
    expect(shortenText('港股'.repeat(100_000), 10)).toBe('港股港股港股港股港股…');
  });

  it('never splits an emoji', () => {
    expect(shortenText('投資🚀🚀市場', 3)).toBe('投資🚀…');
    expect(shortenText('家庭👨‍👩‍👧理財計劃', 3)).toBe('家庭👨‍👩‍👧…');
    expect(shortenText('🇭🇰 Hong Kong market open 🚀 now', 2)).toBe('🇭🇰 Hong…');
  });

  it('does not leave a trailing space before the ellipsis', () => {
    expect(shortenText('港股 美股 A股', 3)).toBe('港股…');
  });

  it('rejects a limit that is not a positive whole number', () => {
    expect(() => shortenText('text', 0)).toThrow(RangeError);
    expect(() => shortenText('text', -1)).toThrow(RangeError);
    expect(() => shortenText('text', 2.5)).toThrow(RangeError);
  });
});
