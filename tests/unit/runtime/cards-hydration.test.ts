import * as v from 'valibot';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { setConfig } from '../../../shared/config';
import { createApplication, type Application } from '../../../shared/runtime/application';
import { CLICK_AFTER_RELEASE_MS } from '../../../shared/runtime/presses';
import type { WidgetModule } from '../../../shared/runtime/types';
import { flushMicrotasks } from '../async';
import { basketRow, emptyBasket, holdApi, otherTab } from '../store/held-api';

/**
 * The `cards` hydration: a list of the CMS's cards waits for the shopper unless its markup would show
 * something untrue (a product of it in the basket or the favourites) or analytics counts it. The shop's
 * stores answer from fixtures, held until a test answers them; they are the page's, shared by the tests
 * of this file in order, as one page's stores are shared by its widgets.
 */

const { asked, answer } = holdApi();
const row = { ...basketRow, QUANTITY: 1 };

/** A list whose widget writes how many cards it took over, so a test sees what the shopper would. */
const list: WidgetModule = {
  default: {
    props: v.object({}),
    mount(element) {
      element.setAttribute('data-taken-over', String(element.querySelectorAll('[data-product-id]').length));
      return () => element.removeAttribute('data-taken-over');
    },
  },
};

let app: Application | undefined;
let loads = 0;

function startWith(markup: string): HTMLElement {
  document.body.innerHTML = `<div id="list" data-widget="cards-list" data-props="{}">${markup}</div>`;
  setConfig({ cssUrl: '/dist/vitrina.css' });
  app = createApplication({ 'cards-list': 'cards' }, async () => ((loads += 1), list));
  app.start();
  return document.getElementById('list')!;
}

const cards = (...ids: string[]): string => ids.map((id) => `<article data-product-id="${id}"><button type="button">В корзину</button></article>`).join('');
const state = (): string | null | undefined => document.getElementById('list')?.getAttribute('data-widget-state');

/** A waiting list of one card, its button, and the tags of the elements the page's clicks reach. */
async function listUnderFinger(id: string): Promise<{ element: HTMLElement; button: HTMLButtonElement; clicks: string[] }> {
  const clicks: string[] = [];
  const record = (event: Event): number => clicks.push((event.target as Element).tagName);
  document.addEventListener('click', record);
  onTestFinished(() => document.removeEventListener('click', record));
  const element = startWith(cards(id));
  await flushMicrotasks();
  return { element, button: element.querySelector('button')!, clicks };
}

afterEach(() => {
  app?.stop();
  loads = 0;
  setConfig({ analytics: undefined });
});

describe('a list of the CMS cards (the cards hydration)', () => {
  it('keeps the CMS cards while the shop knows none of their products, and mounts at the first sign inside it', async () => {
    const element = startWith(cards('11', '13'));
    await answer('/api/basket/', emptyBasket);
    await answer('/api/favorites/', []);
    expect(asked.filter((path) => path === '/api/basket/')).toHaveLength(1);
    expect(state()).toBe('pending');
    expect(loads).toBe(0);
    element.querySelector('button')?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await vi.waitFor(() => expect(state()).toBe('mounted'));
    expect(element.getAttribute('data-taken-over')).toBe('2');
    expect(loads).toBe(1);
  });

  it("stays when the shopper reaches for a popup opener such as the header's 'Войти': a list opens no popup", async () => {
    const element = startWith(cards('11'));
    const opener = document.createElement('a');
    opener.setAttribute('data-popup-open', 'auth');
    opener.href = '/personal/private/';
    document.body.prepend(opener);
    await flushMicrotasks();
    opener.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    opener.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await flushMicrotasks();
    expect(state()).toBe('pending');
    expect(loads).toBe(0);
    element.querySelector('button')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await vi.waitFor(() => expect(state()).toBe('mounted'));
  });

  it('mounts without a touch once another tab puts one of its products in the basket', async () => {
    startWith(cards('11', '12'));
    await flushMicrotasks();
    expect(state()).toBe('pending');
    otherTab('basket', { ...emptyBasket, basket: [row] });
    await vi.waitFor(() => expect(state()).toBe('mounted'));
  });

  it('mounts at once when one of its products is already in the basket, and loads it once', async () => {
    const element = startWith(cards('12'));
    await vi.waitFor(() => expect(state()).toBe('mounted'));
    expect(element.getAttribute('data-taken-over')).toBe('1');
    expect(loads).toBe(1);
  });

  it('stays as it is for products the shop does not hold', async () => {
    startWith(cards('99'));
    await flushMicrotasks();
    expect(state()).toBe('pending');
    expect(loads).toBe(0);
  });

  it('mounts at once when its markup names no product: nothing could be checked', async () => {
    startWith('<p>Товары</p>');
    await vi.waitFor(() => expect(state()).toBe('mounted'));
  });

  it('mounts at once when analytics counts the list', async () => {
    setConfig({ analytics: 'ga4' });
    startWith(cards('99'));
    await vi.waitFor(() => expect(state()).toBe('mounted'));
  });

  it('does not replace the cards under a press: the list mounts once its click is dispatched, and the click is not lost', async () => {
    const { element, button, clicks } = await listUnderFinger('15');
    button.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await vi.waitFor(() => expect(loads).toBe(1));
    // The code is here and the queue has run: the cards under the finger stay.
    await vi.waitFor(() => expect(element.getAttribute('data-widget-state')).toBe('pending'));
    await flushMicrotasks();
    expect(element.hasAttribute('data-taken-over')).toBe(false);
    button.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
    button.click();
    await vi.waitFor(() => expect(state()).toBe('mounted'));
    expect(element.getAttribute('data-taken-over')).toBe('1');
    // The click reached the fallback's button (held there for the widget), not a node in between.
    expect(clicks[0]).toBe('BUTTON');
  });

  it("a finger's touch, whose pointerover is the sign that brings the code, is a press from that moment", async () => {
    const { element, button, clicks } = await listUnderFinger('17');
    button.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'touch' }));
    await vi.waitFor(() => expect(loads).toBe(1));
    await flushMicrotasks();
    expect(element.hasAttribute('data-taken-over')).toBe(false);
    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch' }));
    button.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerType: 'touch' }));
    button.click();
    await vi.waitFor(() => expect(state()).toBe('mounted'));
    expect(clicks[0]).toBe('BUTTON');
  });

  it('a press released with no click (the finger moved off) lets the list mount a moment later', async () => {
    const element = startWith(cards('16'));
    await flushMicrotasks();
    const button = element.querySelector('button')!;
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    onTestFinished(() => void vi.useRealTimers());
    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await vi.waitFor(() => expect(loads).toBe(1));
    button.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
    await flushMicrotasks();
    expect(state()).toBe('pending');
    await vi.advanceTimersByTimeAsync(CLICK_AFTER_RELEASE_MS);
    await vi.waitFor(() => expect(state()).toBe('mounted'));
  });

  it('a removed list stops waiting: a later change of the basket loads nothing', async () => {
    startWith(cards('14'));
    await flushMicrotasks();
    document.getElementById('list')?.remove();
    await flushMicrotasks();
    const heard = new Promise((resolve) => {
      const channel = new BroadcastChannel('vitrina');
      channel.onmessage = () => resolve(channel.close());
    });
    otherTab('basket', { ...emptyBasket, basket: [{ ...row, bid: '502', PRODUCT_ID: '14' }] });
    await heard;
    await flushMicrotasks();
    expect(loads).toBe(0);
  });
});
