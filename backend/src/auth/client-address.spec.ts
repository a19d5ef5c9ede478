import { addressKey } from './client-address.js';

describe('addressKey', () => {
  it('keeps an IPv4 address, also when it comes IPv4-mapped', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('puts every address of one IPv6 /64 under the same key, however it is written', () => {
    const key = '2001:db8:a:b::/64';
    expect(addressKey('2001:db8:a:b::1')).toBe(key);
    expect(addressKey('2001:0db8:000a:000b:ffff:ffff:ffff:ffff')).toBe(key);
    expect(addressKey('2001:DB8:A:B:1:2:3:4')).toBe(key);
    expect(addressKey('2001:db8:a:b::1%eth0')).toBe(key);
    expect(addressKey('2001:db8:a:c::1')).toBe('2001:db8:a:c::/64');
  });

  it('expands short forms and an IPv4 tail', () => {
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(addressKey('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
  });
});
