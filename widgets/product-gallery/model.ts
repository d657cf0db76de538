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
