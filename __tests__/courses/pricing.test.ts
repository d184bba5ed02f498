import {
  COUNTDOWN_WINDOW_MS,
  EXPIRED_NOTICE_MS,
  formatCountdown,
  priceAt,
  tierEndsAt,
} from '@/lib/courses/pricing';
import { formatDay } from '@/lib/dates';

/** The B1 course of the spec's table (§3). */
const b1 = {
  mrp: 29999,
  prices: [
    { effectivePrice: 16499, discount: 45, end: '2025-06-07' },
    { effectivePrice: 19499, discount: 35, end: '2025-06-23' },
    { effectivePrice: 22499, discount: 25, end: '2025-06-30' },
  ],
};
/** An instant given as IST wall time. */
const ist = (s: string) => Date.parse(s + '+05:30');

describe('tierEndsAt', () => {
  it('is 23:59:59.999 in India on the end date', () => {
    expect(new Date(tierEndsAt('2025-06-07')).toISOString()).toBe('2025-06-07T18:29:59.999Z');
  });
  it('refuses anything but a calendar date', () => {
    expect(() => tierEndsAt('7 June 2025')).toThrow(/YYYY-MM-DD/);
  });
});

describe('priceAt', () => {
  it.each([
    ['5 June 2025 noon', ist('2025-06-05T12:00:00'), 16499, 45],
    ['1 ms before tier 1 ends', ist('2025-06-07T23:59:59.998'), 16499, 45],
    ['the last ms of tier 1', ist('2025-06-07T23:59:59.999'), 16499, 45],
    ['1 ms after tier 1 ends', ist('2025-06-08T00:00:00.000'), 19499, 35],
    ['1 ms after tier 2 ends', ist('2025-06-24T00:00:00.000'), 22499, 25],
    ['1 ms before tier 3 ends', ist('2025-06-30T23:59:59.998'), 22499, 25],
    ['1 ms after the last tier', ist('2025-07-01T00:00:00.000'), 29999, 0],
    ['today, every tier past', Date.parse('2026-11-22T10:00:00Z'), 29999, 0],
  ])('%s', (_label, now, price, percent) => {
    const p = priceAt(b1, now)!;
    expect(p.price).toBe(price);
    expect(p.discountPercent).toBe(percent);
    expect(p.tier === null).toBe(percent === 0);
  });

  it.each(['America/Los_Angeles', 'Pacific/Kiritimati', 'Asia/Kolkata', 'UTC'])(
    'gives the same answer in a browser in %s',
    (tz) => {
      const saved = process.env.TZ;
      process.env.TZ = tz;
      try {
        expect(priceAt(b1, ist('2025-06-07T23:59:59.999'))!.price).toBe(16499);
        expect(priceAt(b1, ist('2025-06-08T00:00:00.000'))!.price).toBe(19499);
        expect(formatDay('2025-07-07')).toBe('7 July 2025');
      } finally {
        process.env.TZ = saved;
      }
    },
  );

  it('does not depend on the time zone of the machine it runs on', () => {
    // Instants are absolute: the same instant gives the same tier whatever TZ says.
    const now = Date.parse('2025-06-07T18:30:00.000Z'); // 00:00 IST on 8 June
    expect(priceAt(b1, now)!.price).toBe(19499);
    expect(priceAt(b1, now - 1)!.price).toBe(16499);
  });

  it('takes the nearest future end, whatever the order of the tiers', () => {
    const shuffled = { ...b1, prices: [b1.prices[2]!, b1.prices[0]!, b1.prices[1]!] };
    expect(priceAt(shuffled, ist('2025-06-01T09:00:00'))!.price).toBe(16499);
  });

  it('no tiers: the mrp, no badge, no countdown', () => {
    expect(priceAt({ mrp: 34999, prices: [] }, Date.now())).toMatchObject({
      price: 34999,
      discountPercent: 0,
      countdown: false,
      tier: null,
    });
  });

  it('no mrp: no price at all (fees on request)', () => {
    expect(priceAt({ mrp: null, prices: [] }, Date.now())).toBeNull();
  });

  it('rounds the badge down and shows none at 0', () => {
    const t = (discount: number) =>
      priceAt({ mrp: 1000, prices: [{ effectivePrice: 900, discount, end: '2099-01-01' }] }, 0)!;
    expect(t(12.9).discountPercent).toBe(12);
    expect(t(0.4).discountPercent).toBe(0);
    expect(t(0).discountPercent).toBe(0);
  });

  it('shows the countdown only within 3 days of the end', () => {
    const end = tierEndsAt('2025-06-07');
    expect(priceAt(b1, end - COUNTDOWN_WINDOW_MS - 1)!.countdown).toBe(false);
    expect(priceAt(b1, end - COUNTDOWN_WINDOW_MS)!.countdown).toBe(true);
    expect(priceAt(b1, end - 1000)!.countdown).toBe(true);
    // the next tier's countdown starts 3 days before its own end
    expect(priceAt(b1, end + 1)!.countdown).toBe(false);
  });

  it('says a tier just expired for a moment, then not', () => {
    const end = tierEndsAt('2025-06-07');
    expect(priceAt(b1, end + 1)!.justExpired).toBe(true);
    expect(priceAt(b1, end + EXPIRED_NOTICE_MS)!.justExpired).toBe(true);
    expect(priceAt(b1, end + EXPIRED_NOTICE_MS + 1)!.justExpired).toBe(false);
  });

  it('names the next instant the card changes', () => {
    const end = tierEndsAt('2025-06-07');
    expect(priceAt(b1, ist('2025-06-01T00:00:00'))!.nextChangeAt).toBe(end - COUNTDOWN_WINDOW_MS);
    expect(priceAt(b1, end - 5000)!.nextChangeAt).toBe(end + 1);
    expect(priceAt(b1, Date.parse('2026-01-01'))!.nextChangeAt).toBeNull();
  });
});

describe('formatCountdown', () => {
  it.each([
    [0, '00 h:00 m:00 s'],
    [999, '00 h:00 m:00 s'],
    [61_000, '00 h:01 m:01 s'],
    [COUNTDOWN_WINDOW_MS, '72 h:00 m:00 s'],
    [COUNTDOWN_WINDOW_MS - 1000, '71 h:59 m:59 s'],
    [-5000, '00 h:00 m:00 s'],
  ])('%d ms → %s', (ms, text) => expect(formatCountdown(ms)).toBe(text));
});

it('formats course dates as the school writes them', () => {
  expect(formatDay('2025-07-07')).toBe('7 July 2025');
});
