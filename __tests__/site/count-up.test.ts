import { COUNT_UP_DURATION_MS, countUpValue, easeOutCubic } from '@/lib/count-up';

describe('countUpValue', () => {
  it('lasts about 2 seconds by default (spec §9)', () => {
    expect(COUNT_UP_DURATION_MS).toBe(2000);
  });

  it('starts at 0', () => {
    expect(countUpValue(500, 0)).toBe(0);
    expect(countUpValue(500, -10)).toBe(0);
  });

  it('reaches the target at the duration and not before', () => {
    expect(countUpValue(500, 1999)).toBeLessThan(500);
    expect(countUpValue(1000, 1999.9)).toBeLessThan(1000);
    expect(countUpValue(500, 2000)).toBe(500);
    expect(countUpValue(500, 5000)).toBe(500);
  });

  it('eases out: fast at first, then slower, never going back', () => {
    expect(countUpValue(1000, 500)).toBe(578); // 1 - 0.75³ = 0.578125
    expect(countUpValue(1000, 1000)).toBe(875);
    let previous = 0;
    for (let t = 0; t <= 2000; t += 16) {
      const v = countUpValue(1000, t);
      expect(v).toBeGreaterThanOrEqual(previous);
      expect(Number.isInteger(v)).toBe(true);
      previous = v;
    }
    // More of the distance is covered in the first half than in the second.
    expect(countUpValue(1000, 1000)).toBeGreaterThan(500);
  });

  it('honours a custom duration, and a zero duration shows the target at once', () => {
    expect(countUpValue(35, 500, 1000)).toBe(30);
    expect(countUpValue(35, 1000, 1000)).toBe(35);
    expect(countUpValue(35, 0, 0)).toBe(35);
  });

  it('has an ease-out curve from 0 to 1', () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(0.5)).toBe(0.875);
  });
});
