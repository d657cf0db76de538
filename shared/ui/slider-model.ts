/**
 * The rules of every carousel's automatic rotation (WAI-ARIA carousel pattern): it runs only while
 * the shopper has not stopped it, is not pointing at it and has no keyboard focus inside it. Reduced
 * motion starts it stopped; the shopper may still start it with the control. Nor does it turn where
 * nobody sees it, off the screen or in a hidden tab: a turn there costs a phone's main thread as much
 * as one in sight (a long task under 4× slowdown, perhaps under the shopper's tap as they scroll the
 * list below it).
 */
export interface RotationState {
  /** The shopper pressed the pause control (or the system asked for reduced motion). */
  stopped: boolean;
  hovered: boolean;
  focused: boolean;
  /** Out of sight: the page was scrolled away from it, or its tab is hidden. In sight until the browser says otherwise. */
  outOfSight: boolean;
}

export type RotationEvent = 'toggle' | 'pointer-enter' | 'pointer-leave' | 'focus-in' | 'focus-out' | 'out-of-sight' | 'in-sight';

export function initialRotation(reducedMotion: boolean): RotationState {
  return { stopped: reducedMotion, hovered: false, focused: false, outOfSight: false };
}

export function rotate(state: RotationState, event: RotationEvent): RotationState {
  switch (event) {
    case 'toggle':
      return { ...state, stopped: !state.stopped };
    case 'pointer-enter':
      return { ...state, hovered: true };
    case 'pointer-leave':
      return { ...state, hovered: false };
    case 'focus-in':
      return { ...state, focused: true };
    case 'focus-out':
      return { ...state, focused: false };
    case 'out-of-sight':
      return { ...state, outOfSight: true };
    case 'in-sight':
      return { ...state, outOfSight: false };
  }
}

export function isRotating(state: RotationState): boolean {
  return !state.stopped && !state.hovered && !state.focused && !state.outOfSight;
}

/** The pause control names what a press does. */
export function rotationControlLabel(state: RotationState): string {
  return state.stopped ? 'Запустить автопрокрутку слайдов' : 'Остановить автопрокрутку слайдов';
}

/** Each slide's accessible name: '2 из 5'. */
export function slideLabel(index: number, count: number): string {
  return `${index + 1} из ${count}`;
}

/**
 * Before Swiper runs, a deferred carousel scrolls natively (a swipe on a phone works from the first
 * touch). Swiper then starts at the slide that scroll brought to the carousel's start: the one whose
 * left edge is nearest the scroll offset. `lefts` are the slides' left edges relative to the track.
 */
export function slideAtScroll(lefts: readonly number[], scrollLeft: number): number {
  let nearest = 0;
  lefts.forEach((left, index) => {
    if (Math.abs(left - scrollLeft) < Math.abs((lefts[nearest] ?? 0) - scrollLeft)) nearest = index;
  });
  return nearest;
}

/** The slide an automatic turn shows after `index` of `count`: the first after the last. */
export function nextSlide(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}
