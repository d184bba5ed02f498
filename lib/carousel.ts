/**
 * Framework-free logic of the landing-page carousels (reasons, why choose us, testimonials): index
 * arithmetic, swipe detection, the stacked-card transforms, and the timed loop controller of the
 * reasons carousel. No React here, so all of it is unit-tested directly.
 * @see spec §4 (states) and §9 (300 ms transition, 50 px swipe, 3 clones at each end)
 */

/** Duration of a carousel move; the controls stay disabled for as long (spec §9). */
export const TRANSITION_MS = 300;
/** A swipe must travel more than this horizontally to move a carousel (spec §9). */
export const SWIPE_THRESHOLD_PX = 50;
/** Cloned cards at each end of the infinite reasons carousel (spec §4). */
export const LOOP_CLONES = 3;

/** `n mod m`, always in `[0, m)`. */
export function mod(n: number, m: number): number {
  return ((n % m) + m) % m;
}

export function clamp(n: number, min: number, max: number): number {
  return Math.min(Math.max(n, min), max);
}

// ---------------------------------------------------------------------------------------------
// Infinite loop (reasons)
// ---------------------------------------------------------------------------------------------

export type LoopSlide<T> = {
  item: T;
  /** Index of the card in the real list. */
  realIndex: number;
  /** Clones are decorative copies: aria-hidden and inert. */
  clone: boolean;
  key: string;
};

/**
 * The slides of an infinite carousel: the last `clones` items, every item, then the first `clones`
 * items. Position `clones + i` shows real item `i`.
 */
export function withLoopClones<T>(items: readonly T[], clones = LOOP_CLONES): LoopSlide<T>[] {
  const n = items.length;
  const c = Math.min(clones, n);
  const slide = (i: number, clone: boolean, key: string): LoopSlide<T> => ({
    item: items[i] as T,
    realIndex: i,
    clone,
    key,
  });
  return [
    ...Array.from({ length: c }, (_, k) => slide(n - c + k, true, `head-${n - c + k}`)),
    ...items.map((_, i) => slide(i, false, `real-${i}`)),
    ...Array.from({ length: c }, (_, k) => slide(k, true, `tail-${k}`)),
  ];
}

/** The real card shown at `position` of the cloned track. */
export function realIndexAt(position: number, total: number, clones = LOOP_CLONES): number {
  return mod(position - clones, total);
}

/**
 * Where a loop carousel rests after a move: a position past either end (on a clone) maps to the
 * same card inside the real range, so the track can jump there without a visible change.
 */
export function normalizeLoopPosition(position: number, total: number, clones = LOOP_CLONES) {
  if (position < clones) return position + total;
  if (position >= clones + total) return position - total;
  return position;
}

/**
 * The position that brings real card `realIndex` fully into view when it receives keyboard focus,
 * or null when it is already visible. Only real positions are returned (the focused element is
 * the real card, never its clone), moving as little as possible.
 */
export function revealLoopPosition(
  position: number,
  realIndex: number,
  total: number,
  fullyVisible: number,
  clones = LOOP_CLONES,
): number | null {
  const at = clones + realIndex;
  const visible = Math.max(1, Math.min(fullyVisible, total));
  if (at >= position && at <= position + visible - 1) return null;
  const target = at > position ? at - visible + 1 : at;
  return clamp(target, clones, clones + total - visible);
}

export type LoopState = Readonly<{
  /** Index in the cloned track of the first (left-most) slide. */
  position: number;
  /** False for the silent jump back into the real range (no CSS transition). */
  animate: boolean;
  /** True while a move is running: previous and next are disabled. */
  locked: boolean;
}>;

export type LoopCarousel = {
  getState: () => LoopState;
  subscribe: (listener: () => void) => () => void;
  /**
   * One step forward (1) or back (-1); ignored (returns false) while locked. `slotsInView` is how
   * many slides the viewport shows, partly visible ones included.
   */
  move: (delta: 1 | -1, slotsInView?: number) => boolean;
  /** Moves straight to a position (used to bring a focused card into view). */
  goTo: (position: number) => void;
  /** Cancels pending timers and settles the track. */
  dispose: () => void;
};

type Cancel = () => void;

/** Waits for the next painted frame, so a jump without transition is drawn before the move. */
function afterPaint(callback: () => void): Cancel {
  if (typeof requestAnimationFrame !== 'function') {
    const id = setTimeout(callback, 32);
    return () => clearTimeout(id);
  }
  let inner = 0;
  const outer = requestAnimationFrame(() => {
    inner = requestAnimationFrame(callback);
  });
  return () => {
    cancelAnimationFrame(outer);
    cancelAnimationFrame(inner);
  };
}

/**
 * The timed state of an infinite carousel with `clones` copies at each end (spec §4): a move
 * animates for `duration` ms and locks the controls meanwhile; afterwards, if the track rests on a
 * clone, it jumps to the same card in the real range without animation.
 *
 * When the viewport shows more slides than there are clones (4 per view at ≥1400 px with 3
 * clones), moving forward from the last card would slide an empty slot into view. In that case the
 * track first jumps silently to the equivalent position on the leading clones, then moves.
 */
export function createLoopCarousel({
  total,
  clones = LOOP_CLONES,
  duration = TRANSITION_MS,
  nextFrame = afterPaint,
}: {
  total: number;
  clones?: number;
  duration?: number;
  nextFrame?: (callback: () => void) => Cancel;
}): LoopCarousel {
  const length = total + 2 * Math.min(clones, total);
  let state: LoopState = { position: Math.min(clones, total), animate: true, locked: false };
  const listeners = new Set<() => void>();
  let cancelTimer: Cancel | null = null;
  let cancelFrame: Cancel | null = null;

  const set = (next: Partial<LoopState>) => {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener());
  };
  const clearPending = () => {
    cancelTimer?.();
    cancelFrame?.();
    cancelTimer = cancelFrame = null;
  };
  const settle = () => {
    clearPending();
    const position = normalizeLoopPosition(state.position, total, clones);
    set(
      position === state.position ? { locked: false } : { position, animate: false, locked: false },
    );
  };
  const animateTo = (position: number) => {
    set({ position, animate: true, locked: true });
    const id = setTimeout(settle, duration);
    cancelTimer = () => clearTimeout(id);
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    move(delta, slotsInView = 1) {
      if (state.locked || total < 2) return false;
      const target = state.position + delta;
      const fits = target >= 0 && target + Math.max(1, slotsInView) <= length;
      const equivalent = state.position - delta * total;
      if (!fits && equivalent >= 0 && equivalent < length) {
        set({ position: equivalent, animate: false, locked: true });
        cancelFrame = nextFrame(() => {
          cancelFrame = null;
          animateTo(equivalent + delta);
        });
        return true;
      }
      animateTo(target);
      return true;
    },
    goTo(position) {
      clearPending();
      animateTo(clamp(position, 0, length - 1));
    },
    dispose() {
      if (state.locked) settle();
      clearPending();
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Bounded carousels (why choose us, testimonials)
// ---------------------------------------------------------------------------------------------

export type NavState = { canPrev: boolean; canNext: boolean; lastIndex: number };

/**
 * Which arrows are enabled for a carousel that stops at its ends: `index` is the first visible
 * slide, `perView` how many show at once, `total` the number of slides. The last reachable index
 * is `total - perView` (spec §2: next disabled on the last position).
 */
export function navState(index: number, perView: number, total: number): NavState {
  const lastIndex = Math.max(0, total - Math.max(1, Math.floor(perView)));
  return { canPrev: index > 0, canNext: index < lastIndex, lastIndex };
}

/**
 * The first visible index that shows slide `focused` with as little movement as possible, or null
 * when it is already among the `perView` slides visible from `current`.
 */
export function revealIndex(
  current: number,
  focused: number,
  perView: number,
  total: number,
): number | null {
  const { lastIndex } = navState(current, perView, total);
  if (focused >= current && focused < current + perView) return null;
  const target = focused < current ? focused : focused - perView + 1;
  return clamp(target, 0, lastIndex);
}

/**
 * Direction of a finished pointer gesture: 1 (forward) for a swipe to the left, -1 (back) for a
 * swipe to the right, 0 when it travelled `threshold` px or less horizontally or was mostly
 * vertical (a scroll).
 */
export function swipeDirection(dx: number, dy: number, threshold = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (Math.abs(dx) <= threshold || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

export type StackCardStyle = { transform: string; zIndex: number; opacity: number };

/** Cards shown behind the active one, on each side, in the stacked-cards carousel. */
export const STACK_DEPTH = 3;

/**
 * CSS for a card of the stacked-cards carousel (like Swiper's "cards" effect): `offset` is the
 * card's index minus the active index. The active card sits on top; the next cards peek out to the
 * right, slightly rotated and smaller, the previous ones to the left; cards deeper than
 * `STACK_DEPTH` fade out. `dragX` moves the active card with the pointer while dragging.
 */
export function stackCardStyle(offset: number, total: number, dragX = 0): StackCardStyle {
  const depth = Math.min(Math.abs(offset), STACK_DEPTH);
  const side = Math.sign(offset);
  if (offset === 0) {
    const rotate = clamp(dragX / 20, -15, 15);
    return {
      transform: `translate3d(${round(dragX)}px, 0, 0) rotate(${round(rotate)}deg)`,
      zIndex: total,
      opacity: 1,
    };
  }
  const x = side * depth * 16;
  const y = depth * 4;
  const rotate = side * depth * 2.5;
  const scale = 1 - depth * 0.04;
  return {
    transform: `translate3d(${x}px, ${y}px, 0) rotate(${round(rotate)}deg) scale(${round(scale)})`,
    zIndex: total - Math.abs(offset),
    opacity: Math.abs(offset) > STACK_DEPTH ? 0 : 1,
  };
}

function round(n: number): number {
  return Math.round(n * 100) / 100 || 0;
}
