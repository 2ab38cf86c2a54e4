import { differsOnlyInViewState } from './view-state';

const differsOnly = (from: string, to: string) => differsOnlyInViewState(new URL(from, 'http://site'), new URL(to, 'http://site'));

describe('differsOnlyInViewState', () => {
  it('is true when only the calculator fields change, or nothing does', () => {
    expect(differsOnly('/en/charges?utm_source=mail', '/en/charges?price=10&utm_source=mail&quantity=100')).toBe(true);
    expect(differsOnly('/en/charges?price=10', '/en/charges')).toBe(true);
    expect(differsOnly('/en/charges', '/en/charges')).toBe(true);
  });

  it('is false for another page or another parameter', () => {
    expect(differsOnly('/en/charges', '/en/charges/2?price=10')).toBe(false);
    expect(differsOnly('/en/charges', '/en/charges?utm_source=mail')).toBe(false);
    expect(differsOnly('/en/chair', '/en/chair?tag=options')).toBe(false);
  });
});
