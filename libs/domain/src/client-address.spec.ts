import { withoutPort } from './client-address';

describe('withoutPort', () => {
  it.each([
    ['114.114.114.114:51234', '114.114.114.114'],
    ['[240e:3b0::1]:443', '240e:3b0::1'],
    ['[::ffff:114.114.114.114]:8080', '::ffff:114.114.114.114'],
    ['[2001:db8::9]', '2001:db8::9'],
    ['114.114.114.114', '114.114.114.114'],
    ['2001:db8::9', '2001:db8::9'],
    ['not an address', 'not an address'],
  ])('reads %s as %s', (written, address) => {
    expect(withoutPort(written)).toBe(address);
  });
});
