import {
  createLoopCarousel,
  LOOP_CLONES,
  navState,
  normalizeLoopPosition,
  realIndexAt,
  revealIndex,
  revealLoopPosition,
  stackCardStyle,
  swipeDirection,
  TRANSITION_MS,
  withLoopClones,
} from '@/lib/carousel';
import { parseBoldMarkup } from '@/lib/bold-markup';

const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

describe('withLoopClones', () => {
  it('puts 3 clones of the last cards before and of the first cards after the real ones', () => {
    const slides = withLoopClones(items, LOOP_CLONES);
    expect(slides.map((s) => s.item).join('')).toBe('fgh' + 'abcdefgh' + 'abc');
    expect(slides.map((s) => s.clone)).toEqual([
      ...Array(3).fill(true),
      ...Array(8).fill(false),
      ...Array(3).fill(true),
    ]);
    expect(slides.map((s) => s.realIndex)).toEqual([5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2]);
    expect(new Set(slides.map((s) => s.key)).size).toBe(slides.length);
  });

  it('never clones more cards than there are', () => {
    expect(withLoopClones(['x', 'y'], 3).map((s) => s.item)).toEqual([
      'x',
      'y',
      'x',
      'y',
      'x',
      'y',
    ]);
  });
});

describe('loop positions', () => {
  it('maps a track position to the real card shown there', () => {
    expect(realIndexAt(3, 8)).toBe(0);
    expect(realIndexAt(10, 8)).toBe(7);
    expect(realIndexAt(2, 8)).toBe(7);
    expect(realIndexAt(11, 8)).toBe(0);
  });

  it.each([
    [2, 10],
    [0, 8],
    [3, 3],
    [10, 10],
    [11, 3],
    [13, 5],
  ])('rests position %i at %i', (position, expected) => {
    expect(normalizeLoopPosition(position, 8, 3)).toBe(expected);
  });

  it('brings a focused real card into view with the smallest move', () => {
    // Position 3 shows real cards 0-3 when four are visible.
    expect(revealLoopPosition(3, 2, 8, 4)).toBeNull();
    expect(revealLoopPosition(3, 4, 8, 4)).toBe(4);
    expect(revealLoopPosition(3, 7, 8, 4)).toBe(7);
    // Position 10 (real 7 then clones of 0-2): real card 0 is not in view.
    expect(revealLoopPosition(10, 0, 8, 4)).toBe(3);
    expect(revealLoopPosition(10, 6, 8, 4)).toBe(7);
    expect(revealLoopPosition(10, 7, 8, 1)).toBeNull();
  });
});

describe('createLoopCarousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const make = () => createLoopCarousel({ total: 8, clones: 3, duration: TRANSITION_MS });

  it('starts on the first real card, unlocked', () => {
    expect(make().getState()).toEqual({ position: 3, animate: true, locked: false });
  });

  it('locks for 300 ms during a move and ignores moves meanwhile', () => {
    const carousel = make();
    const listener = jest.fn();
    carousel.subscribe(listener);
    expect(carousel.move(1)).toBe(true);
    expect(carousel.getState()).toEqual({ position: 4, animate: true, locked: true });
    expect(carousel.move(1)).toBe(false);
    jest.advanceTimersByTime(TRANSITION_MS - 1);
    expect(carousel.getState().locked).toBe(true);
    jest.advanceTimersByTime(1);
    expect(carousel.getState()).toEqual({ position: 4, animate: true, locked: false });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(carousel.move(1)).toBe(true);
    expect(carousel.getState().position).toBe(5);
  });

  it('jumps back silently into the real range after passing the start', () => {
    const carousel = make();
    carousel.move(-1);
    expect(carousel.getState()).toEqual({ position: 2, animate: true, locked: true });
    jest.advanceTimersByTime(TRANSITION_MS);
    expect(carousel.getState()).toEqual({ position: 10, animate: false, locked: false });
    // The next move animates again.
    carousel.move(-1);
    expect(carousel.getState()).toEqual({ position: 9, animate: true, locked: true });
  });

  it('jumps back silently into the real range after passing the end', () => {
    const carousel = make();
    for (let i = 0; i < 7; i++) {
      carousel.move(1);
      jest.advanceTimersByTime(TRANSITION_MS);
    }
    expect(carousel.getState().position).toBe(10);
    carousel.move(1);
    expect(carousel.getState()).toEqual({ position: 11, animate: true, locked: true });
    jest.advanceTimersByTime(TRANSITION_MS);
    expect(carousel.getState()).toEqual({ position: 3, animate: false, locked: false });
  });

  it('with more slides in view than clones, jumps to the leading clones before moving on', () => {
    const frames: (() => void)[] = [];
    const carousel = createLoopCarousel({
      total: 8,
      nextFrame: (callback) => {
        frames.push(callback);
        return () => {};
      },
    });
    carousel.goTo(10);
    jest.advanceTimersByTime(TRANSITION_MS);
    carousel.move(1, 4);
    // Position 2 shows the same cards as 10 (the 8th, then the 1st to 3rd), with room after it.
    expect(carousel.getState()).toEqual({ position: 2, animate: false, locked: true });
    frames.shift()?.();
    expect(carousel.getState()).toEqual({ position: 3, animate: true, locked: true });
    jest.advanceTimersByTime(TRANSITION_MS);
    expect(carousel.getState()).toEqual({ position: 3, animate: true, locked: false });
  });

  it('settles when disposed mid-move', () => {
    const carousel = make();
    carousel.move(-1);
    carousel.dispose();
    expect(carousel.getState()).toEqual({ position: 10, animate: false, locked: false });
    jest.advanceTimersByTime(TRANSITION_MS);
    expect(carousel.getState().position).toBe(10);
  });
});

describe('swipeDirection', () => {
  it.each([
    [-49, 0, 0],
    [-50, 0, 0],
    [-51, 0, 1],
    [49, 0, 0],
    [51, 0, -1],
    [-120, 10, 1],
    // Mostly vertical: a scroll, not a swipe.
    [-60, 80, 0],
    [60, -60, 0],
  ])('dx %i, dy %i → %i', (dx, dy, expected) => {
    expect(swipeDirection(dx, dy)).toBe(expected);
  });
});

describe('navState', () => {
  it.each([
    // index, perView, total, canPrev, canNext
    [0, 1, 17, false, true],
    [1, 1, 17, true, true],
    [16, 1, 17, true, false],
    [14, 3, 17, true, false],
    [13, 3, 17, true, true],
    [15, 2, 17, true, false],
    [0, 3, 3, false, false],
    [0, 3, 2, false, false],
    [11, 1, 12, true, false],
  ])('index %i, %i per view of %i', (index, perView, total, canPrev, canNext) => {
    expect(navState(index, perView, total)).toMatchObject({ canPrev, canNext });
  });

  it('reports the last reachable index', () => {
    expect(navState(0, 3, 17).lastIndex).toBe(14);
    expect(navState(0, 1, 12).lastIndex).toBe(11);
  });
});

describe('revealIndex', () => {
  it('moves as little as needed to show a focused slide', () => {
    expect(revealIndex(0, 2, 3, 17)).toBeNull();
    expect(revealIndex(0, 3, 3, 17)).toBe(1);
    expect(revealIndex(5, 4, 3, 17)).toBe(4);
    expect(revealIndex(0, 16, 3, 17)).toBe(14);
    expect(revealIndex(0, 5, 1, 17)).toBe(5);
  });
});

describe('stackCardStyle', () => {
  it('puts the active card on top, untransformed', () => {
    expect(stackCardStyle(0, 12)).toEqual({
      transform: 'translate3d(0px, 0, 0) rotate(0deg)',
      zIndex: 12,
      opacity: 1,
    });
  });

  it('fans the next cards out to the right and the previous ones to the left, behind', () => {
    const next = stackCardStyle(1, 12);
    const prev = stackCardStyle(-1, 12);
    expect(next.transform).toContain('translate3d(16px');
    expect(prev.transform).toContain('translate3d(-16px');
    expect(next.zIndex).toBeLessThan(12);
    expect(stackCardStyle(2, 12).zIndex).toBeLessThan(next.zIndex);
  });

  it('hides cards deeper than three', () => {
    expect(stackCardStyle(3, 12).opacity).toBe(1);
    expect(stackCardStyle(4, 12).opacity).toBe(0);
    expect(stackCardStyle(-4, 12).opacity).toBe(0);
  });

  it('moves and tilts the active card with the pointer', () => {
    expect(stackCardStyle(0, 12, -100).transform).toBe('translate3d(-100px, 0, 0) rotate(-5deg)');
  });
});

describe('parseBoldMarkup', () => {
  it('splits plain and bold runs', () => {
    expect(parseBoldMarkup('Spoken on <b>five continents</b>, and <b>more</b>.')).toEqual([
      { text: 'Spoken on ', bold: false },
      { text: 'five continents', bold: true },
      { text: ', and ', bold: false },
      { text: 'more', bold: true },
      { text: '.', bold: false },
    ]);
  });

  it('keeps any other markup as literal text', () => {
    expect(parseBoldMarkup('<img src=x onerror=alert(1)> <b>ok</b> <b>open')).toEqual([
      { text: '<img src=x onerror=alert(1)> ', bold: false },
      { text: 'ok', bold: true },
      { text: ' <b>open', bold: false },
    ]);
  });

  it('returns plain text as one run', () => {
    expect(parseBoldMarkup('plain')).toEqual([{ text: 'plain', bold: false }]);
  });
});
