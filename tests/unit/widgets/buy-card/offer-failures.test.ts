import { describe, expect, it } from 'vitest';
import { FOREIGN_OFFER } from '../../../../shared/api/catalog';
import { ApiError } from '../../../../shared/api/http';
import { createBuyCard } from '../../../../widgets/buy-card/controller';

/** An offer the shop cannot give: the shopper stays on the page they are on and reads why. */

const HERE = 'https://shop.test/catalog/doors/grace/';
const CURRENT = { color: 'white', size: '80' };

function started(answer: () => Promise<string>) {
  const navigations: string[] = [];
  const toasts: string[] = [];
  const card = createBuyCard({
    findOffer: answer,
    here: () => HERE,
    navigate: (url) => void navigations.push(url),
    toastError: (text) => void toasts.push(text),
    track: () => undefined,
    storage: () => ({ setItem: () => undefined }),
  });
  card.start();
  return { card, navigations, toasts };
}

describe('buy card controller: an offer that cannot be opened', () => {
  it('an address on another site opens nothing and says so', async () => {
    const { card, navigations, toasts } = started(() =>
      Promise.reject(new ApiError('unreadable', 'x', '/api/catalog/product/offers/', [], undefined, FOREIGN_OFFER)),
    );
    await card.chooseOffer(CURRENT, 'color', 'oak', '42');
    expect(navigations).toEqual([]);
    expect(toasts).toEqual(['Не удалось открыть вариант: сервер указал адрес на другом сайте.']);
    expect(card.switching.value).toBe('');
  });

  it("a failed lookup opens nothing and shows the server's own words", async () => {
    const { card, navigations, toasts } = started(() =>
      Promise.reject(new ApiError('rejected', 'Внутренняя ошибка', '/api/catalog/product/offers/')),
    );
    await card.chooseOffer(CURRENT, 'color', 'oak', '42');
    // Refused as a combination, the new value alone is asked too: refused again, the words are shown.
    expect(navigations).toEqual([]);
    expect(toasts).toEqual(['Внутренняя ошибка']);
  });
});
