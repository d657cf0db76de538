import { describe, expect, it } from 'vitest';
import { FOREIGN_OFFER, type OfferParams } from '../../../../shared/api/catalog';
import { ApiError } from '../../../../shared/api/http';
import { createBuyCard, type BuyCardIO } from '../../../../widgets/buy-card/controller';
import { deferred, flushMicrotasks, type Deferred } from '../../async';

/** The buy card's controller against a fake shop whose offer answers the test releases. */

const HERE = 'https://shop.test/catalog/doors/grace/';

function fakeIO() {
  const asked: { params: OfferParams; answer: Deferred<string> }[] = [];
  const navigations: string[] = [];
  const toasts: string[] = [];
  const facts: unknown[] = [];
  const stored = new Map<string, string>();
  const state = { storageRefuses: false };
  const io: BuyCardIO = {
    findOffer(params) {
      const answer = deferred<string>();
      asked.push({ params, answer });
      return answer.promise;
    },
    here: () => HERE,
    navigate: (url) => void navigations.push(url),
    toastError: (text) => void toasts.push(text),
    track: (fact) => void facts.push(fact),
    storage: () => ({
      setItem(key: string, value: string) {
        if (state.storageRefuses) throw new Error('QuotaExceededError');
        stored.set(key, value);
      },
    }),
  };
  return { io, asked, navigations, toasts, facts, stored, state };
}

function started() {
  const fake = fakeIO();
  const card = createBuyCard(fake.io);
  card.start();
  return { card, stop: () => card.dispose(), ...fake };
}

const CURRENT = { color: 'white', size: '80' };

describe('buy card controller', () => {
  it('a second offer press while one is asked sends nothing; the answer opens its page', async () => {
    const { card, asked, navigations } = started();
    const choosing = card.chooseOffer(CURRENT, 'color', 'oak', '42');
    void card.chooseOffer(CURRENT, 'size', '90', '42');
    expect(asked).toHaveLength(1);
    expect(card.switching.value).toBe('color:oak');
    asked[0]?.answer.resolve('/catalog/doors/grace-oak/');
    await choosing;
    expect(navigations).toEqual(['/catalog/doors/grace-oak/']);
  });

  it('the value already shown asks nothing', () => {
    const { card, asked } = started();
    void card.chooseOffer(CURRENT, 'color', 'white', '42');
    expect(asked).toHaveLength(0);
    expect(card.switching.value).toBe('');
  });

  it('a combination that does not exist asks again for the new value alone', async () => {
    const { card, asked, navigations } = started();
    const choosing = card.chooseOffer(CURRENT, 'color', 'oak', '42');
    asked[0]?.answer.reject(new ApiError('rejected', 'Нет такого сочетания', '/api/catalog/product/offers/'));
    // The refusal is read at once (an answer already given): the second question follows it.
    await flushMicrotasks();
    expect(asked).toHaveLength(2);
    asked[1]?.answer.resolve(HERE);
    await choosing;
    // The same page: nothing to open, the buttons work again.
    expect(navigations).toEqual([]);
    expect(card.switching.value).toBe('');
  });

  it('a failure says why; an offer on another site is refused in words', async () => {
    const { card, asked, toasts } = started();
    const first = card.chooseOffer(CURRENT, 'color', 'oak', '42');
    asked[0]?.answer.reject(new ApiError('timeout', 'Сервер не ответил вовремя. Попробуйте ещё раз.', '/api/catalog/product/offers/'));
    await first;
    const second = card.chooseOffer(CURRENT, 'color', 'oak', '42');
    asked[1]?.answer.reject(new ApiError('unreadable', 'x', '/api/catalog/product/offers/', [], undefined, FOREIGN_OFFER));
    await second;
    const third = card.chooseOffer(CURRENT, 'color', 'oak', '42');
    asked[2]?.answer.reject(new Error('boom'));
    await third;
    expect(toasts).toEqual([
      'Сервер не ответил вовремя. Попробуйте ещё раз.',
      'Не удалось открыть вариант: сервер указал адрес на другом сайте.',
      'Не удалось выбрать вариант. Попробуйте ещё раз.',
    ]);
    expect(card.switching.value).toBe('');
  });

  it('after the unmount an offer answer neither navigates nor toasts', async () => {
    const { card, stop, asked, navigations, toasts } = started();
    const choosing = card.chooseOffer(CURRENT, 'color', 'oak', '42');
    void card.chooseOffer(CURRENT, 'size', '90', '42');
    stop();
    asked[0]?.answer.resolve('/catalog/doors/grace-oak/');
    await choosing;
    expect(navigations).toEqual([]);
    expect(toasts).toEqual([]);
    expect(card.switching.value).toBe('color:oak');
  });

  it("the server's word on the quantity stays until the shopper changes it", () => {
    const { card } = started();
    card.quantityRefused({ quantity: 3, message: 'Доступно только 3 шт.' });
    expect(card.quantity.value).toBe(3);
    expect(card.quantityMessage.value).toBe('Доступно только 3 шт.');
    card.quantityRefused({ quantity: 0, message: 'Нет в наличии' });
    expect(card.quantity.value).toBe(3);
    card.setQuantity(2);
    expect(card.quantity.value).toBe(2);
    expect(card.quantityMessage.value).toBe('');
  });

  it("reports the view and keeps 'Индивидуальный заказ''s steps; a refusing storage costs nothing", () => {
    const { card, facts, stored, state } = started();
    card.viewed({ id: '7', name: 'Грация', price: 100, category: '', offers: [], current: {} });
    expect(facts).toEqual([{ kind: 'detail', product: { id: '7', name: 'Грация', price: 100 } }]);
    card.rememberSteps('303', '431');
    expect(stored.size).toBeGreaterThan(0);
    state.storageRefuses = true;
    expect(() => card.rememberSteps('303', '431')).not.toThrow();
  });
});
