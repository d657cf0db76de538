import { afterEach, describe, expect, it } from 'vitest';
import { findCounterpart, focusCarrier } from '../../../shared/runtime/first-tap-replay';

/**
 * A press held on the CMS's fallback is pressed again in the mounted widget: on the control the
 * shopper meant, and on no other.
 */

function fragment(markup: string): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = markup;
  document.body.append(element);
  return element;
}

const heldButton = (label: string, text: string): HTMLElement => {
  const button = fragment(`<button type="submit">${text}</button>`).querySelector('button')!;
  button.setAttribute('aria-label', label);
  return button;
};

afterEach(() => document.body.replaceChildren());

describe('the held press finds its counterpart', () => {
  it('by the label, among cards that all show the same text', () => {
    const widget = fragment(`
      <button aria-label="В корзину: Дверь «Сканди»">В корзину</button>
      <button aria-label="В корзину: Дверь «Грация»">В корзину</button>`);
    const found = findCounterpart(widget, heldButton('В корзину: Дверь «Грация»', 'В корзину'));
    expect(found?.getAttribute('aria-label')).toBe('В корзину: Дверь «Грация»');
  });

  it("by the text, when the widget names its only such button less fully than the CMS's form did", () => {
    // The product page: the CMS's form says 'В корзину: <name>', the buy card's button 'В корзину'.
    const widget = fragment(`
      <button aria-label="В избранное: Дверь «Сканди»">♡</button>
      <button type="button">В  корзину</button>`);
    const found = findCounterpart(widget, heldButton('В корзину: Дверь «Сканди»', 'В корзину'));
    expect(found?.textContent).toBe('В  корзину');
  });

  it('nowhere, when several controls show that text and none has the label', () => {
    const widget = fragment('<button>В корзину</button><button>В корзину</button>');
    expect(findCounterpart(widget, heldButton('В корзину: Дверь «Сканди»', 'В корзину'))).toBeNull();
  });

  it('never on a disabled control or on a copy still waiting as the server rendered it', () => {
    const widget = fragment(`
      <button disabled>В корзину</button>
      <div data-vt-waiting><button>В корзину</button></div>`);
    expect(findCounterpart(widget, heldButton('В корзину: Дверь «Сканди»', 'В корзину'))).toBeNull();
  });
});

describe('the focus on a fallback the widget replaced', () => {
  /** The fallback with its focused control (the selector's last match), the widget's render, and where focus must be. */
  it.each([
    {
      moves: 'to the same link in the widget, found by its address',
      fallback: '<a href="/catalog/doors/skandi/">Сканди</a><button>В корзину</button>',
      focused: 'a',
      widget: '<button aria-label="В избранное: Сканди">♡</button><a href="/catalog/doors/skandi/"><span>Дверь</span> Сканди</a>',
      lands: ['href', '/catalog/doors/skandi/'],
    },
    {
      moves: "from the CMS's link to the widget's button with the same label, where no link has its address",
      fallback: '<a href="/photos/2.jpg" aria-label="Фото 2 из 3"><img alt=""></a><a href="/photos/1.jpg"><img alt=""></a>',
      focused: 'a[aria-label]',
      widget: '<button type="button" aria-label="Фото 1 из 3"></button><button type="button" aria-label="Фото 2 из 3"></button>',
      lands: ['aria-label', 'Фото 2 из 3'],
    },
    {
      moves: 'to the button with the same label',
      fallback: '<button aria-label="В корзину: Сканди">В корзину</button><button aria-label="В корзину: Грация">В корзину</button>',
      focused: 'button:last-child',
      widget: '<button aria-label="В корзину: Сканди">В корзину</button><button aria-label="В корзину: Грация">В корзину</button>',
      lands: ['aria-label', 'В корзину: Грация'],
    },
  ])('moves $moves', ({ fallback, focused, widget, lands: [attribute, value] }) => {
    const tag = fragment(fallback);
    tag.querySelector<HTMLElement>(focused)?.focus();
    const carry = focusCarrier(tag);
    tag.innerHTML = widget;
    carry(tag);
    expect(document.activeElement?.getAttribute(attribute!)).toBe(value);
  });

  it('to the field with the same label, its text still selected: what the shopper types next replaces it', () => {
    const tag = fragment('<label for="q">Количество: Сканди</label><input id="q" type="text" value="1">');
    const field = tag.querySelector('input')!;
    field.focus();
    field.setSelectionRange(0, 1);
    const carry = focusCarrier(tag);
    tag.innerHTML = '<button aria-label="Уменьшить количество">−</button><label for="w">Количество: Сканди</label><input id="w" type="text" value="1"><button>1</button>';
    carry(tag);
    const twin = document.activeElement as HTMLInputElement;
    expect([twin.id, twin.selectionStart, twin.selectionEnd]).toEqual(['w', 0, 1]);
  });

  it('stays where the widget put it', () => {
    const tag = fragment('<input aria-label="Поиск">');
    const outside = fragment('<button>Найти</button>').querySelector('button')!;
    tag.querySelector('input')?.focus();
    const carry = focusCarrier(tag);
    tag.innerHTML = '<input aria-label="Поиск">';
    outside.focus();
    carry(tag);
    expect(document.activeElement).toBe(outside);
  });

  it('is not taken when it was outside the fallback', () => {
    const outside = fragment('<button>Войти</button>').querySelector('button')!;
    const tag = fragment('<button>Войти</button>');
    outside.focus();
    const carry = focusCarrier(tag);
    tag.innerHTML = '<button>Войти</button>';
    outside.blur();
    carry(tag);
    expect(document.activeElement).toBe(document.body);
  });
});
