import { describe, expect, it } from 'vitest';
import { cardSize, pictureAlt } from '../../../widgets/articles/model';
import { INITIAL_REVIEWS, LOAD_MORE_LIMIT, appendReviews, canLoadMore, nextOffset, splitCode4 } from '../../../widgets/reviews/model';

describe('reviews model', () => {
  it('starts with 2 and asks from offset 2, one more each load', () => {
    expect(INITIAL_REVIEWS).toBe(2);
    expect(LOAD_MORE_LIMIT).toBe(1);
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

  it('shows a code 4 message on the field it is about', () => {
    expect(splitCode4([{ code: '4', message: 'Укажите имя' }, { code: '8', message: 'Напишите текст отзыва' }])).toEqual({ name: 'Укажите имя', photo: '' });
    expect(splitCode4([{ code: '4', message: 'Фото: допустимые форматы jpg' }])).toEqual({ name: '', photo: 'Фото: допустимые форматы jpg' });
    expect(splitCode4([{ code: ' 4 ', message: 'Размер файла не может превышать 30 Мб' }, { code: '4', message: 'имя: слишком короткое значение' }])).toEqual({
      name: 'имя: слишком короткое значение',
      photo: 'Размер файла не может превышать 30 Мб',
    });
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
