import { formatCompactCount, formatInr, formatStat } from '@/lib/format';
import { channel } from '@/content/channel';
import { stats } from '@/content/stats';

describe('formatCompactCount', () => {
  it.each([
    [0, '0+'],
    [196, '196+'],
    [999, '999+'],
    [1000, '1K+'],
    [1050, '1K+'],
    [1100, '1.1K+'],
    [20_000, '20K+'],
    [21_500, '21.5K+'],
    [999_999, '999.9K+'],
    [1_000_000, '1M+'],
    [1_840_000, '1.8M+'],
    [1_890_000, '1.8M+'],
    [2_345_678, '2.3M+'],
    [1_000_000_000, '1B+'],
    [1_250_000_000, '1.2B+'],
  ])('%d → %s', (n, expected) => {
    expect(formatCompactCount(n)).toBe(expected);
  });

  it('shows the spec fallback figures as 20K+, 196+ and 1.8M+ (spec §8)', () => {
    const { subscriberCount, videoCount, viewCount } = channel.fallbackStats;
    expect([subscriberCount, videoCount, viewCount].map(formatCompactCount)).toEqual([
      '20K+',
      '196+',
      '1.8M+',
    ]);
  });

  it('never overstates: decimals are cut, not rounded up', () => {
    expect(formatCompactCount(1_999)).toBe('1.9K+');
    expect(formatCompactCount(196.9)).toBe('196+');
  });

  it('treats junk as zero', () => {
    expect(formatCompactCount(-5)).toBe('0+');
    expect(formatCompactCount(Number.NaN)).toBe('0+');
    expect(formatCompactCount(Number.POSITIVE_INFINITY)).toBe('0+');
  });
});

describe('formatInr', () => {
  it.each([
    [16499, '₹16,499'],
    [29999, '₹29,999'],
    [500_000, '₹5,00,000'],
    [1_000_000, '₹10,00,000'],
    [200, '₹200'],
    [16499.6, '₹16,500'],
  ])('%d → %s', (n, expected) => {
    expect(formatInr(n)).toBe(expected);
  });
});

describe('formatStat', () => {
  it('joins prefix, en-IN grouped value and suffix', () => {
    expect(formatStat({ prefix: '$', suffix: '' }, 1000)).toBe('$1,000');
    expect(formatStat({ suffix: 'k+' }, 35)).toBe('35k+');
    expect(formatStat({ suffix: '+' }, 100_000)).toBe('1,00,000+');
    expect(formatStat({ suffix: '+' }, 0)).toBe('0+');
  });

  it('formats the five Numbers Speak figures as the spec words them (spec §1)', () => {
    expect(stats.map((s) => formatStat(s, s.value))).toEqual([
      '2 Million+',
      '35k+',
      '500+',
      '500+',
      '$1,000',
    ]);
  });
});

describe('Indian grouping without Intl', () => {
  // The reference: Intl.NumberFormat('en-IN') (full ICU in Node), which the browser bundle avoids.
  const inr = new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
  });
  const grouped = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
  const values = [
    0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10_000, 99_999, 100_000, 999_999, 1_000_000, 12_345_678,
    123_456_789, 1_234_567_890, 0.4, 0.5, 2.5, 999.5, 99_999.5, -1, -1000, -123_456, -0.4,
  ];
  it.each(values)('%d as Intl does it', (n) => {
    expect(formatInr(n)).toBe(inr.format(n));
    expect(formatStat({ suffix: '' }, n)).toBe(grouped.format(n));
  });

  it('agrees with Intl on 2,000 random whole and half amounts', () => {
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let i = 0; i < 2000; i++) {
      const n = Math.floor(next() * 10 ** Math.ceil(next() * 10)) / (i % 2 ? 1 : 2);
      expect(formatInr(n)).toBe(inr.format(n));
    }
  });
});
