import { clientNetworkKey } from './client-network';

describe('clientNetworkKey', () => {
  it.each([
    ['114.114.114.114', '114.114.114.114'],
    ['::ffff:114.114.114.114', '114.114.114.114'],
    ['::ffff:7272:7272', '114.114.114.114'],
    ['240e:3b0::1', '240e:3b0:0:0::/64'],
    ['240e:3b0:0:0:ffff:abcd:1:2', '240e:3b0:0:0::/64'],
    ['2001:0DB8:00aa:00bb:1::9', '2001:db8:aa:bb::/64'],
    ['2001:db8:aa:bb:1:2:3.4.5.6', '2001:db8:aa:bb::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    // As some proxies write them: the port is no part of the client.
    ['114.114.114.114:51234', '114.114.114.114'],
    ['[240e:3b0::1]:443', '240e:3b0:0:0::/64'],
    ['[::ffff:114.114.114.114]:8080', '114.114.114.114'],
    ['[2001:db8:aa:bb::9]', '2001:db8:aa:bb::/64'],
  ])('counts %s as %s', (ip, key) => {
    expect(clientNetworkKey(ip)).toBe(key);
  });

  it('keeps neighbouring /64 networks apart', () => {
    expect(clientNetworkKey('2001:db8:aa:bb::1')).not.toBe(clientNetworkKey('2001:db8:aa:bc::1'));
  });
});
