import type { FieldError } from '../../shared/api/http';

/** Spec 4 and 9: the list starts with 2; each load asks for the next review from offset 2, one at a time. */
export const INITIAL_REVIEWS = 2;
export const LOAD_MORE_LIMIT = 1;
export const LOAD_MORE_TEXT = 'Загрузить еще';

/** The offset of the next load: the number of reviews shown (2, 3, 4, ...). */
export function nextOffset(shown: number): number {
  return Math.max(0, shown);
}

/** 'Загрузить еще' stays while fewer reviews are shown than the product has. */
export function canLoadMore(shown: number, total: number): boolean {
  return shown < total;
}

/** Appends loaded reviews, leaving out any already shown (a review published meanwhile shifts the offsets). */
export function appendReviews<T extends { ID: string }>(list: readonly T[], page: readonly T[]): T[] {
  const seen = new Set(list.map((review) => review.ID));
  return [...list, ...page.filter((review) => !review.ID || !seen.has(review.ID))];
}

const PHOTO_MESSAGE = /фото|файл|формат/i;

/**
 * Code 4 marks both the name and the photo (spec 5). Its messages are sorted by what they talk
 * about, so a missing name does not also paint the photo field red, and a bad photo not the name.
 */
export function splitCode4(errors: readonly FieldError[]): { name: string; photo: string } {
  const name: string[] = [];
  const photo: string[] = [];
  for (const error of errors) {
    if (error.code.trim() !== '4') continue;
    const message = error.message.trim();
    if (!message) continue;
    (PHOTO_MESSAGE.test(message) ? photo : name).push(message);
  }
  return { name: name.join(' '), photo: photo.join(' ') };
}
