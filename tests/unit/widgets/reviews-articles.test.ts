import { describe, expect, it } from 'vitest';
import { cardSize, pictureAlt } from '../../../widgets/articles/model';
import { REVIEW_CODES, mapServerErrors } from '../../../shared/forms/codes';
import { appendReviews, canLoadMore, firstReviews, nextOffset } from '../../../widgets/reviews/model';

describe('reviews model', () => {
  it('starts with the first 2 of whatever the page printed, then asks from offset 2 on', () => {
    expect(firstReviews(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual(['a', 'b']);
    expect(firstReviews(['a'])).toEqual(['a']);
    expect([2, 3, 4].map(nextOffset)).toEqual([2, 3, 4]);
  });

  it('offers more until all are shown', () => {
    expect(canLoadMore(2, 6)).toBe(true);
    expect(canLoadMore(6, 6)).toBe(false);
    expect(canLoadMore(2, 2)).toBe(false);
  });

  it('does not repeat a review a shifted offset brings again', () => {
    expect(appendReviews([{ ID: '1' }, { ID: '2' }], [{ ID: '2' }, { ID: '3' }])).toEqual([{ ID: '1' }, { ID: '2' }, { ID: '3' }]);
  });

  it('code 4 marks both the name and the photo (spec 5), code 8 the text', () => {
    const mapped = mapServerErrors([{ code: '4', message: 'Укажите имя' }, { code: '8', message: 'Напишите текст отзыва' }], REVIEW_CODES);
    expect(mapped.fields).toEqual({ name: 'Укажите имя', photo: 'Укажите имя', review: 'Напишите текст отзыва' });
  });
});

describe('articles model', () => {
  it('makes IS_BIG cards big', () => {
    expect(cardSize({ IS_BIG: true })).toBe('big');
    expect(cardSize({ IS_BIG: false })).toBe('small');
  });

  it('takes the picture description as its text', () => {
    expect(pictureAlt({ IMG_DESCR: ' Дверь в интерьере ' })).toBe('Дверь в интерьере');
  });
});
