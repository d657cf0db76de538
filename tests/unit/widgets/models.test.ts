import { describe, expect, it } from 'vitest';
import { basketButtonView, BASKET_BUTTON_TEXT } from '../../../shared/shop/basket-button';
import { COOKIE_FLAG, hasAccepted, type FlagStorage } from '../../../shared/analytics/consent';
import { COOKIE_NOTICE_DELAY, pageLoadedAt, rememberAccepted, waitAfterLoad } from '../../../widgets/cookie-notice/model';
import { badgeText, summarise } from '../../../shared/shop/counters';

const item = (bid: string, quantity: number, price: number) => ({
  bid,
  NAME: `Дверь ${bid}`,
  DETAIL_PAGE_URL: `/catalog/doors/${bid}/`,
  PREVIEW_PICTURE: '',
  QUANTITY: quantity,
  CURRENT_PRICE_EC: price,
});

describe('mini-basket model', () => {
  it('counts units, not rows, and says it in Russian', () => {
    const summary = summarise({ basket: [item('1', 2, 10_000), item('2', 1, 5_500)], total_sum: 25_500 });
    expect(summary.count).toBe(3);
    expect(summary.countText).toBe('3 товара');
    expect(summary.lines.map((line) => line.sum)).toEqual([20_000, 5_500]);
    expect(summary.total).toBe(25_500);
  });

  it('is empty before the basket loads', () => {
    expect(summarise(null)).toMatchObject({ count: 0, countText: '0 товаров', lines: [] });
  });

  it('caps the badge at 99+', () => {
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});

describe('basket-button model', () => {
  it('becomes a link once the product is in the basket', () => {
    expect(basketButtonView(false, false)).toBe('add');
    expect(basketButtonView(false, true)).toBe('adding');
    expect(basketButtonView(true, true)).toBe('in-basket');
    expect(BASKET_BUTTON_TEXT.add).toBe('В корзину');
  });
});

describe('cookie-notice model', () => {
  const memory = (): FlagStorage & { data: Map<string, string> } => {
    const data = new Map<string, string>();
    return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
  };

  it('shows until the flag is stored, whatever value an older template wrote', () => {
    const storage = memory();
    expect(hasAccepted(storage)).toBe(false);
    storage.data.set(COOKIE_FLAG, 'garbage{');
    expect(hasAccepted(storage)).toBe(true);
  });

  it('stores showCookiePush on accept', () => {
    const storage = memory();
    expect(rememberAccepted(storage)).toBe(true);
    expect(storage.data.get('showCookiePush')).toBe('Y');
  });

  it('survives storage that throws (Safari private mode, blocked cookies)', () => {
    const hostile: FlagStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    expect(hasAccepted(hostile)).toBe(false);
    expect(rememberAccepted(hostile)).toBe(false);
    expect(hasAccepted(null)).toBe(false);
  });

  it("counts the 3 s from the page's load, not from the widget's own (idle) mount", () => {
    // Loaded at 800 ms, mounted at 2000 ms: 1.8 s to go, not 3 s.
    expect(waitAfterLoad(800, 2000, COOKIE_NOTICE_DELAY)).toBe(1800);
    // Mounted long after the load (a slow phone, a late idle moment): at once.
    expect(waitAfterLoad(800, 5000, COOKIE_NOTICE_DELAY)).toBe(0);
    expect(waitAfterLoad(800, 800, COOKIE_NOTICE_DELAY)).toBe(3000);
    // A timer drops a fraction of a millisecond: rounded up, the notice never comes before the delay.
    expect(waitAfterLoad(800.4, 1000.9, COOKIE_NOTICE_DELAY)).toBe(2800);
  });

  it("reads the load's end on the performance timeline; null while the page still loads", () => {
    expect(pageLoadedAt({ loadEventEnd: 812.5 }, 'complete', 4000)).toBe(812.5);
    expect(pageLoadedAt({ loadEventEnd: 0 }, 'interactive', 4000)).toBeNull();
    expect(pageLoadedAt(undefined, 'loading', 4000)).toBeNull();
    // Complete, but no timeline entry yet (the load handlers are still running) or none at all: now.
    expect(pageLoadedAt({ loadEventEnd: 0 }, 'complete', 4000)).toBe(4000);
    expect(pageLoadedAt(undefined, 'complete', 4000)).toBe(4000);
  });
});
