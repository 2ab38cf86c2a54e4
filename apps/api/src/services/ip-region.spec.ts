import { MAINLAND_REGION } from '@brokerage/contracts';
import { UNKNOWN_REGION, regionOf } from './ip-region';

describe('regionOf', () => {
  it.each([
    ['114.114.114.114', MAINLAND_REGION],
    // A proxy that writes the client's port after its address: the port changes nothing.
    ['114.114.114.114:51234', MAINLAND_REGION],
    ['[::ffff:114.114.114.114]:443', MAINLAND_REGION],
    ['10.1.2.3', UNKNOWN_REGION],
    ['not an address', UNKNOWN_REGION],
  ])('places %s in %s', (ip, region) => {
    expect(regionOf(ip)).toBe(region);
  });
});
