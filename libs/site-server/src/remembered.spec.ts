import { remembered } from './remembered';

describe('remembered answers', () => {
  it('works an answer out once per value, null answers too', () => {
    const compute = jest.fn((value: string) => (value === '' ? null : value.length));
    const lengthOf = remembered(compute, 10);
    expect([lengthOf('gzip, br'), lengthOf('gzip, br'), lengthOf(''), lengthOf('')]).toEqual([8, 8, null, null]);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('keeps at most `max` answers: past them it forgets all and still answers right', () => {
    const compute = jest.fn((value: string) => value.toUpperCase());
    const upper = remembered(compute, 2);
    expect([upper('a'), upper('b'), upper('c'), upper('a')]).toEqual(['A', 'B', 'C', 'A']);
    // 'c' cleared the two kept answers, so 'a' was worked out again.
    expect(compute).toHaveBeenCalledTimes(4);
    expect(upper('c')).toBe('C');
    expect(compute).toHaveBeenCalledTimes(4);
  });

  it('works out a value too long to keep every time, without keeping it', () => {
    const compute = jest.fn((value: string) => value.length);
    const lengthOf = remembered(compute, 10);
    const long = 'x'.repeat(4096);
    expect([lengthOf(long), lengthOf(long)]).toEqual([4096, 4096]);
    expect(compute).toHaveBeenCalledTimes(2);
  });
});
