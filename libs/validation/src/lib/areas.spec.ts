import { AREAS, areaLabel, areaName, defaultArea, defaultAreaIndex, findArea } from './areas';

describe('area list', () => {
  it('offers +86, +852, +853, +886 and +65 with value, text and names in three languages', () => {
    expect(AREAS.map((entry) => entry.value)).toEqual(['+86', '+852', '+853', '+886', '+65']);
    for (const entry of AREAS) {
      expect(entry.value).toBe(`+${entry.area}`);
      expect(entry.text).toBe(entry.value);
      expect(entry.cn).not.toBe('');
      expect(entry.hk).not.toBe('');
      expect(entry.en).not.toBe('');
    }
  });

  it('uses simplified, traditional and English names', () => {
    const hongKong = findArea('852');
    expect(hongKong && areaName(hongKong, 'zh-cn')).toBe('中国香港');
    expect(hongKong && areaName(hongKong, 'zh-hk')).toBe('中國香港');
    expect(hongKong && areaLabel(hongKong, 'en')).toBe('Hong Kong, China +852');
  });

  it('defaults to +852 (index 1) on the hk site and +86 (index 0) on the mainland site', () => {
    expect(defaultArea('hk').value).toBe('+852');
    expect(defaultAreaIndex('hk')).toBe(1);
    expect(AREAS[defaultAreaIndex('hk')]).toBe(defaultArea('hk'));
    expect(defaultArea('mainland').value).toBe('+86');
    expect(defaultAreaIndex('mainland')).toBe(0);
    expect(AREAS[defaultAreaIndex('mainland')]).toBe(defaultArea('mainland'));
  });

  it('finds entries by code in any spelling and knows only the built-in ones', () => {
    expect(findArea('+86')?.area).toBe('86');
    expect(findArea('＋８５３')?.area).toBe('853');
    expect(findArea('44')).toBeUndefined();
    expect(findArea('')).toBeUndefined();
  });

  it('cannot be changed by a caller', () => {
    expect(Object.isFrozen(AREAS)).toBe(true);
    expect(Object.isFrozen(AREAS[0])).toBe(true);
  });
});
