import { addressBucket } from '@/lib/client-info';

// Limits count an IPv6 client by its /64: one home or phone holds a whole /64, and counting single
// addresses would give one person billions of tries (issue 21, sign-in and free-session limits).
describe('addressBucket', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['203.0.113.7:51234', '203.0.113.7'],
    ['[2001:db8:1:2::1]:443', '2001:db8:1:2::/64'],
    ['[::ffff:203.0.113.7]:443', '203.0.113.7'],
    ['::ffff:cb00:7107', '203.0.113.7'],
    ['::FFFF:CB00:7107', '203.0.113.7'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:0:0:0:ffff', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2::ABCD', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['unknown', 'unknown'],
  ])('%s counts as %s', (ip, bucket) => {
    expect(addressBucket(ip)).toBe(bucket);
  });

  it('puts every address of one /64 in one bucket, and other /64s in others', () => {
    const a = addressBucket('2001:db8:aa:bb:1::1');
    expect(addressBucket('2001:db8:aa:bb:ffff:ffff:ffff:ffff')).toBe(a);
    expect(addressBucket('2001:db8:aa:bc::1')).not.toBe(a);
  });
});
