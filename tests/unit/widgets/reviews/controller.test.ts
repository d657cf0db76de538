import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../shared/api/http';
import { reviewSchema, type Review, type ReviewPayload, type ReviewsPage } from '../../../../shared/api/reviews';
import { REVIEW_SUCCESS } from '../../../../shared/forms/messages';
import { createReviews, type ReviewsIO } from '../../../../widgets/reviews/controller';
import { deferred, type Deferred } from '../../async';

/** The reviews' controller against a fake shop whose answers the test releases in any order. */

const review = (id: string): Review => v.parse(reviewSchema, { ID: id, NAME: `Покупатель ${id}`, DETAIL_TEXT: `Отзыв ${id}` });

function fakeIO() {
  const loads: { offset: number; answer: Deferred<ReviewsPage> }[] = [];
  const sent: ReviewPayload[] = [];
  const toasts: string[] = [];
  const popups: string[] = [];
  const state = { tracked: 0 };
  const io: ReviewsIO = {
    loadMore(params) {
      const answer = deferred<ReviewsPage>();
      loads.push({ offset: params.offset, answer });
      return answer.promise;
    },
    addReview(payload) {
      sent.push(payload);
      return Promise.resolve({ data: undefined, message: '' });
    },
    trackReview: () => void (state.tracked += 1),
    toastError: (text) => void toasts.push(text),
    openPopup: (id) => void popups.push(`open ${id}`),
    closePopup: (id) => void popups.push(`close ${id}`),
  };
  return { io, loads, sent, toasts, popups, state };
}

function started(printed = [review('1'), review('2'), review('3')], count = 5) {
  const fake = fakeIO();
  const reviews = createReviews(fake.io, { productId: '42', printed, count, formPopupId: 'form', photoPopupId: 'photo' });
  reviews.start();
  return { reviews, stop: () => reviews.dispose(), ...fake };
}

const names = (list: readonly Review[]) => list.map((entry) => entry.ID);

describe('reviews controller', () => {
  it('starts with the first two printed reviews and offers more while the product has more', () => {
    const { reviews } = started();
    expect(names(reviews.list.value)).toEqual(['1', '2']);
    expect(reviews.more.value).toBe(true);
  });

  it("a second 'Загрузить еще' while one is on its way asks nothing", async () => {
    const { reviews, loads } = started();
    const first = reviews.loadMore();
    void reviews.loadMore();
    expect(loads.map((load) => load.offset)).toEqual([2]);
    expect(reviews.loading.value).toBe(true);
    loads[0]?.answer.resolve({ count: 5, reviews: [review('3')] });
    await first;
    expect(names(reviews.list.value)).toEqual(['1', '2', '3']);
    expect(reviews.focus.value).toEqual({ index: 2 });
    expect(reviews.loading.value).toBe(false);
    void reviews.loadMore();
    expect(loads.map((load) => load.offset)).toEqual([2, 3]);
  });

  it('an empty page ends the list; a review already shown is not added twice', async () => {
    const { reviews, loads } = started();
    const first = reviews.loadMore();
    loads[0]?.answer.resolve({ count: 5, reviews: [review('2'), review('3')] });
    await first;
    expect(names(reviews.list.value)).toEqual(['1', '2', '3']);
    const second = reviews.loadMore();
    loads[1]?.answer.resolve({ count: 5, reviews: [] });
    await second;
    expect(reviews.more.value).toBe(false);
  });

  it("a failed load says the server's words and lets the shopper press again", async () => {
    const { reviews, loads, toasts } = started();
    const first = reviews.loadMore();
    loads[0]?.answer.reject(new ApiError('rejected', 'Внутренняя ошибка', '/api/reviews/load_more/'));
    await first;
    const second = reviews.loadMore();
    loads[1]?.answer.reject(new Error('offline'));
    await second;
    expect(toasts).toEqual(['Внутренняя ошибка', 'Не удалось загрузить отзывы. Попробуйте ещё раз.']);
    expect(reviews.loading.value).toBe(false);
    expect(names(reviews.list.value)).toEqual(['1', '2']);
  });

  it('after the unmount a load on its way changes nothing and tells nothing', async () => {
    const { reviews, loads, toasts, stop } = started();
    const first = reviews.loadMore();
    void reviews.loadMore();
    stop();
    loads[0]?.answer.resolve({ count: 5, reviews: [review('3')] });
    await first;
    expect(names(reviews.list.value)).toEqual(['1', '2']);
    expect(reviews.focus.value).toBeNull();
    expect(toasts).toEqual([]);
    expect(loads).toHaveLength(1);
  });

  it('sends a review trimmed with the product and the token, then thanks and closes the popup', async () => {
    const { reviews, sent, popups, state } = started();
    const opener = document.createElement('button');
    reviews.openForm(opener);
    await reviews.send({ name: ' Анна ', review: ' Хорошая дверь ', photo: null }, 'token');
    reviews.sent();
    expect(sent).toEqual([{ name: 'Анна', review: 'Хорошая дверь', photo: null, product: '42', token: 'token' }]);
    expect(state.tracked).toBe(1);
    expect(reviews.done.value).toBe(REVIEW_SUCCESS);
    expect(popups).toEqual(['open form', 'close form']);
    reviews.openForm(opener);
    expect(reviews.done.value).toBeNull();
  });

  it('shows the photo of the review pressed', () => {
    const { reviews, popups } = started();
    const chosen = review('1');
    reviews.showPhoto(chosen, document.createElement('button'));
    expect(reviews.photo.value).toBe(chosen);
    expect(popups).toEqual(['open photo']);
  });
});
