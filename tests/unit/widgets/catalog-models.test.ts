import { describe, expect, it } from 'vitest';
import { afterPageLoaded, allLoaded, appendUnique, nextPage } from '../../../shared/ui/load-more';
import { toSort } from '../../../widgets/catalog-sort/model';
import { availabilityMarks, availabilityText, configuratorPreselect, isOtherPage, offerFallbackRequest, offerRequest } from '../../../widgets/buy-card/model';
import { favoriteLabel, favoriteToastText } from '../../../shared/shop/favorite-toggle';
import { photoCountLabel, photoPosition, stepIndex } from '../../../widgets/product-gallery/model';
import { cardBadges, discountPercent, marketplaceLinks } from '../../../shared/shop/product-card';

describe('catalog-list paging', () => {
  it('starts at page 2 and is done once the next page would exceed the count', () => {
    expect(nextPage({ page: 1, pages: 4 })).toBe(2);
    expect(allLoaded({ page: 3, pages: 4 })).toBe(false);
    expect(allLoaded({ page: 4, pages: 4 })).toBe(true);
    expect(allLoaded({ page: 1, pages: 1 })).toBe(true);
  });
  it('follows the page count the server reports and never goes back', () => {
    expect(afterPageLoaded({ page: 1, pages: 4 }, 2, 3)).toEqual({ page: 2, pages: 3 });
    expect(afterPageLoaded({ page: 2, pages: 4 }, 3, 0)).toEqual({ page: 3, pages: 4 });
  });
  it('appends without repeating a card already shown', () => {
    expect(appendUnique([{ ID: '1' }, { ID: '2' }], [{ ID: '2' }, { ID: '3' }]).map((c) => c.ID)).toEqual(['1', '2', '3']);
  });
});

describe('product-card badges', () => {
  it("uses the CMS's percent, else works it out from the old price", () => {
    expect(discountPercent({ PRICE: 100, OLD_PRICE: 200, DISCOUNT_PERCENT: 30 })).toBe(30);
    expect(discountPercent({ PRICE: 12990, OLD_PRICE: 15290, DISCOUNT_PERCENT: 0 })).toBe(15);
    expect(discountPercent({ PRICE: 100, OLD_PRICE: 0, DISCOUNT_PERCENT: 0 })).toBe(0);
  });
  it("gives 'Скидка N%' then 'Новинка'", () => {
    expect(cardBadges({ PRICE: 90, OLD_PRICE: 100, DISCOUNT_PERCENT: 0, NEW: true })).toEqual(['Скидка 10%', 'Новинка']);
    expect(cardBadges({ PRICE: 90, OLD_PRICE: 0, DISCOUNT_PERCENT: 0, NEW: false })).toEqual([]);
  });
});

describe('product-card marketplaces', () => {
  it('keeps web links with a name or a logo, and drops the ones that lead nowhere', () => {
    const market = (link: string, name = 'Ozon', logo = '') => ({ link, name, logo });
    const kept = marketplaceLinks([
      market('https://www.ozon.ru/product/1203/'),
      market('/demo/marketplace/wildberries/?product=1203', '', '/images/marketplace/wildberries.svg'),
      market('javascript:alert(1)'),
      market(' JavaScript:alert(1)'),
      market('data:text/html,hi'),
      market('//evil.example/'),
      market('https://market.yandex.ru/', '', ''),
      market(''),
    ]);
    expect(kept.map((entry) => entry.link)).toEqual(['https://www.ozon.ru/product/1203/', '/demo/marketplace/wildberries/?product=1203']);
  });
});

describe('catalog-sort', () => {
  it('accepts 0, 1, 2 only', () => {
    expect(toSort('1')).toBe(1);
    expect(toSort('3')).toBeNull();
    expect(toSort('')).toBeNull();
  });
});

describe('buy-card', () => {
  it('maps stock onto the 5-mark scale', () => {
    expect([0, -1, Number.NaN, 1, 2, 3, 5, 6, 10, 11, 20, 21, 500].map(availabilityMarks)).toEqual([0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
    expect(availabilityText(0)).toBe('Нет в наличии');
    expect(availabilityText(3)).toBe('В наличии');
  });
  it('asks for the offer with every current value and the new one, falling back to the new one alone', () => {
    expect(offerRequest({ size: '800x2000', glass_color: 'clear' }, 'glass_color', 'matt', '1221')).toEqual({ size: '800x2000', glass_color: 'matt', generic_id: '1221' });
    expect(offerFallbackRequest('glass_color', 'bronze', '1221')).toEqual({ glass_color: 'bronze', generic_id: '1221' });
  });
  it('goes only to another page', () => {
    expect(isOtherPage('https://shop.ru/a/?offer=2', 'https://shop.ru/a/?offer=1')).toBe(true);
    expect(isOtherPage('/a/?offer=1', 'https://shop.ru/a/?offer=1#photos')).toBe(false);
  });
  it('preselects the configurator steps it has', () => {
    expect(configuratorPreselect('303', '')).toEqual([['firstStep', '303']]);
    expect(configuratorPreselect('', '')).toEqual([]);
  });
});

describe('texts', () => {
  it('uses the spec texts', () => {
    expect(favoriteToastText(true)).toBe('Товар успешно добавлен в избранное!');
    expect(favoriteToastText(false)).toBe('Товар успешно удален из избранного!');
    expect(favoriteLabel('Дверь')).toBe('В избранное: Дверь');
    expect(photoCountLabel(1)).toBe('1 фотография');
    expect(photoCountLabel(3)).toBe('3 фотографии');
    expect(photoCountLabel(6)).toBe('6 фотографий');
    expect(photoPosition(0, 6)).toBe('Фото 1 из 6');
  });
  it('wraps the lightbox arrows', () => {
    expect(stepIndex(5, 1, 6)).toBe(0);
    expect(stepIndex(0, -1, 6)).toBe(5);
  });
});
