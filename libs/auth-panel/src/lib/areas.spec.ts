import { isCallingCode, LANGS, SUPPORTED_CALLING_CODES } from '@brokerage/domain';
import { builtInAreas } from './areas';

describe('built-in areas (the fallback when the country list cannot be fetched)', () => {
  it.each(LANGS)('offers only calling codes the API accepts [%s]', (lang) => {
    const codes = builtInAreas(lang).map((area) => area.code);
    expect(codes).toEqual(['86', '852', '853', '886', '65']);
    for (const code of codes) {
      expect(SUPPORTED_CALLING_CODES.has(code)).toBe(true);
      expect(isCallingCode(`+${code}`)).toBe(true);
    }
  });
});
