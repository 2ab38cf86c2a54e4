import { offsetOf, pageCountOf, parsePageParam } from './paging';

describe('paging', () => {
  it('reads page 1 from a missing segment and whole numbers from 1 up', () => {
    expect(parsePageParam(undefined)).toBe(1);
    expect(parsePageParam('')).toBe(1);
    expect(parsePageParam('1')).toBe(1);
    expect(parsePageParam('37')).toBe(37);
  });

  it('refuses what is no page: zero, leading zeros, text, fractions, signs, absurd numbers', () => {
    for (const raw of ['0', '02', 'abc', '1.5', '-1', '+2', '1e3', '1234567', ' 1']) expect(parsePageParam(raw)).toBeNull();
  });

  it('counts pages of 10 and the offset of each page', () => {
    expect([0, 1, 10, 11, 95].map((total) => pageCountOf(total))).toEqual([1, 1, 1, 2, 10]);
    expect([1, 2, 7].map((page) => offsetOf(page))).toEqual([0, 10, 60]);
  });
});
