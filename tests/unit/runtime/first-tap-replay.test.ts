import { afterEach, describe, expect, it } from 'vitest';
import { findCounterpart } from '../../../shared/runtime/first-tap-replay';

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
