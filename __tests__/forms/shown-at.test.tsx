/** @jest-environment jsdom */
import { renderHook } from '@testing-library/react';
import { elapsedSince, useShownAt } from '@/components/forms/shown-at';

// The fill time the spam check is sent counts from when the visitor could start filling in.
describe('useShownAt', () => {
  const getEntriesByType = performance.getEntriesByType;
  beforeEach(() => {
    performance.getEntriesByType = ((type: string) =>
      type === 'navigation'
        ? [{ responseStart: 42 }]
        : []) as unknown as typeof performance.getEntriesByType;
  });
  afterEach(() => {
    performance.getEntriesByType = getEntriesByType;
    document.body.innerHTML = '';
  });

  it('counts a form that came in the page (being hydrated) from the page’s arrival', () => {
    const field = document.createElement('input');
    field.id = 'f-firstName';
    document.body.append(field);
    const { result } = renderHook(() => useShownAt('f-firstName'));
    expect(result.current.current).toBe(42);
  });

  it('counts a form the browser renders later from its first render', () => {
    const before = performance.now();
    const { result } = renderHook(() => useShownAt('f-firstName'));
    expect(result.current.current).toBeGreaterThanOrEqual(before);
    expect(result.current.current).not.toBe(42);
  });

  it('sends the fill time in whole milliseconds, never below zero', () => {
    const now = performance.now();
    const elapsed = elapsedSince(now - 1500.4);
    expect(Number.isInteger(elapsed)).toBe(true);
    expect(elapsed).toBeGreaterThanOrEqual(1500);
    expect(elapsedSince(now + 60_000)).toBe(0);
  });
});
