import { readFeatureFlags } from './feature-flags';

describe('readFeatureFlags (grayStatusBit)', () => {
  it.each([
    // The seeded demo investor and a new user (apps/api seed and users repository).
    ['1010000000', { openApi: true, quotePackages: true }],
    ['0000000000', { openApi: false, quotePackages: false }],
    ['1000000000', { openApi: true, quotePackages: false }],
    ['0010', { openApi: false, quotePackages: true }],
    // Shorter strings than the features known: the missing ones are off.
    ['1', { openApi: true, quotePackages: false }],
    ['', { openApi: false, quotePackages: false }],
    // Only '1' switches a feature on.
    ['x1y', { openApi: false, quotePackages: false }],
  ])('reads %p as %p', (bits, flags) => {
    expect(readFeatureFlags(bits)).toEqual(flags);
  });

  it('gives a visitor no features', () => {
    expect(readFeatureFlags(null)).toEqual({ openApi: false, quotePackages: false });
  });
});
