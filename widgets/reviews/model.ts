/** Spec 4 and 9: the list starts with 2; each load asks for the next review from offset 2, one at a time. */
export const INITIAL_REVIEWS = 2;
export const LOAD_MORE_LIMIT = 1;

/** The reviews the list starts with: the first 2 of what the page printed, however many it printed. */
export function firstReviews<T>(printed: readonly T[]): T[] {
  return printed.slice(0, INITIAL_REVIEWS);
}

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
