import { plural } from '../../shared/format/plural';

/** Spec section 2: four thumbnails in the vertical thumbnail slider. */
export const THUMBS_PER_VIEW = 4;
/** Below this width the main photo slider runs horizontally (spec breakpoint 768 px). */
export const VERTICAL_FROM_PX = 768;

export function photoCountLabel(count: number): string {
  return `${count} ${plural(count, ['фотография', 'фотографии', 'фотографий'])}`;
}

/** The lightbox's arrows wrap around: after the last photo comes the first. */
export function stepIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

export function photoPosition(index: number, count: number): string {
  return `Фото ${index + 1} из ${count}`;
}

/** A drag of at least this many pixels before Swiper runs counts as a swipe to the next photo. */
export const SWIPE_MIN_PX = 40;

/**
 * A swipe made before Swiper runs (the first touch fetches it): -1 for the previous photo, 1 for the
 * next, 0 for none (a tap, or a drag across the slider's direction). `vertical`: the slider runs
 * vertically (from 768 px), so a drag upwards means the next photo.
 */
export function swipeStep(dx: number, dy: number, vertical: boolean): -1 | 0 | 1 {
  const along = vertical ? dy : dx;
  const across = vertical ? dx : dy;
  if (Math.abs(along) < SWIPE_MIN_PX || Math.abs(along) <= Math.abs(across)) return 0;
  return along < 0 ? 1 : -1;
}

/** The photo a step leads to; unlike the lightbox, the slider stops at its ends. */
export function clampIndex(index: number, count: number): number {
  return Math.min(Math.max(index, 0), Math.max(count - 1, 0));
}
