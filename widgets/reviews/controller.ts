/**
 * The product's reviews: the list (the first two, then one more per 'Загрузить еще'), the photo shown,
 * the 'Ваш отзыв' popup and its thanks. Every effect on the world comes in through `ReviewsIO`.
 */

import { batch, computed, signal } from '@preact/signals-core';
import { isApiError, type ApiResult } from '../../shared/api/http';
import type { Review, ReviewPayload, ReviewsPage } from '../../shared/api/reviews';
import { REVIEW_SUCCESS, type SuccessMessage } from '../../shared/forms/messages';
import { defineController, readOnly } from '../../shared/controller/controller';
import { createScope } from '../../shared/controller/scope';
import { LOAD_MORE_LIMIT, appendReviews, canLoadMore, firstReviews, nextOffset } from './model';

export type { Review };

const LOAD_FAILED_TEXT = 'Не удалось загрузить отзывы. Попробуйте ещё раз.';

export interface ReviewsIO {
  loadMore(params: { product: string; offset: number; limit: number }): Promise<ReviewsPage>;
  addReview(payload: ReviewPayload): Promise<ApiResult<undefined>>;
  trackReview(): void;
  toastError(text: string): void;
  openPopup(id: string, opener: HTMLElement): void;
  closePopup(id: string): void;
}

export interface ReviewsOptions {
  productId: string;
  /** The reviews the page printed and how many the product has. */
  printed: readonly Review[];
  count: number;
  /** The ids of this list's two popups. */
  formPopupId: string;
  photoPopupId: string;
}

/** A new review's fields as typed. */
export type ReviewValues = { name: string; review: string; photo: File | null };

export type ReviewsController = ReturnType<typeof createReviews>;

export function createReviews(io: ReviewsIO, options: ReviewsOptions) {
  const scope = createScope();
  const list = signal<readonly Review[]>(firstReviews(options.printed));
  const total = signal(Math.max(options.count, options.printed.length));
  const loading = signal(false);
  const photo = signal<Review | null>(null);
  const done = signal<SuccessMessage | null>(null);
  /** After a load, keyboard users go on from the first new review: its index, a fresh object each load. */
  const focus = signal<{ index: number } | null>(null);
  const more = computed(() => canLoadMore(list.value.length, total.value));

  /** 'Загрузить еще': the next review; a second press while one is on its way asks nothing. */
  async function loadMore(): Promise<void> {
    if (loading.peek() || !scope.alive) return;
    loading.value = true;
    const before = list.peek().length;
    try {
      const page = await io.loadMore({ product: options.productId, offset: nextOffset(before), limit: LOAD_MORE_LIMIT });
      if (!scope.alive) return;
      const merged = appendReviews(list.peek(), page.reviews);
      batch(() => {
        list.value = merged;
        // The server's count wins; a page without reviews means there are no more.
        total.value = page.reviews.length === 0 ? merged.length : Math.max(page.count, merged.length);
        focus.value = { index: before };
      });
    } catch (error) {
      if (scope.alive) io.toastError(isApiError(error) ? error.message : LOAD_FAILED_TEXT);
    } finally {
      if (scope.alive) loading.value = false;
    }
  }

  return defineController(scope, {
    ...readOnly({ list, loading, photo, done, focus }),
    /** 'Загрузить еще' stays while fewer reviews are shown than the product has. */
    more,
    formPopupId: options.formPopupId,
    photoPopupId: options.photoPopupId,
    loadMore,
    showPhoto(review: Review, opener: HTMLElement): void {
      photo.value = review;
      io.openPopup(options.photoPopupId, opener);
    },
    /** 'Написать отзыв': the popup opens and the previous thanks go. */
    openForm(opener: HTMLElement): void {
      done.value = null;
      io.openPopup(options.formPopupId, opener);
    },
    /** Sends the review with the form's bot-check token. */
    send(values: ReviewValues, token: string): Promise<ApiResult<undefined>> {
      return io.addReview({ name: values.name.trim(), review: values.review.trim(), photo: values.photo, product: options.productId, token });
    },
    /** The review is with the shop: the goal is reported, the popup closes and the thanks show. */
    sent(): void {
      io.trackReview();
      if (!scope.alive) return;
      done.value = REVIEW_SUCCESS;
      io.closePopup(options.formPopupId);
    },
  });
}
