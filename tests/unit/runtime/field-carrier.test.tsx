import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { fieldCarrier } from '../../../shared/runtime/first-tap-replay';
import { QuantityInput } from '../../../shared/ui/QuantityInput';

/**
 * What the shopper typed into a fallback's field while its widget came (the product page's quantity,
 * before the buy card mounted on that touch) is in the widget's field with the same label once it has
 * mounted, and the widget's state has it.
 */

const LABEL = 'Количество: Дверь «Сканди»';

afterEach(() => document.body.replaceChildren());

function fallback(typed: string): HTMLElement {
  const tag = document.createElement('div');
  tag.innerHTML = `<form><input type="hidden" name="id" value="1203"><label for="q">${LABEL}</label><input id="q" name="quantity" type="text" value="1"></form>`;
  document.body.append(tag);
  const field = tag.querySelector<HTMLInputElement>('#q')!;
  field.value = typed;
  return tag;
}

/** The widget's quantity, as the buy card holds it, rendered over the tag as the runtime does. */
function mountWidget(tag: HTMLElement): { quantity: () => number } {
  let shown = 0;
  function Widget() {
    const [quantity, setQuantity] = useState(1);
    shown = quantity;
    return <QuantityInput value={quantity} onChange={setQuantity} label={LABEL} />;
  }
  const root = createRoot(tag);
  flushSync(() => root.render(<Widget />));
  return { quantity: () => shown };
}

describe("the fallback's typed fields carried to the widget", () => {
  it('types the same text into the field with the same label, and the widget takes it as typed', () => {
    const tag = fallback('3');
    const carry = fieldCarrier(tag);
    const widget = mountWidget(tag);
    flushSync(() => carry(tag));
    const field = tag.querySelector<HTMLInputElement>('input')!;
    expect(field.value).toBe('3');
    expect(widget.quantity()).toBe(3);
    expect(field.selectionStart).toBe(1);
  });

  it('leaves the widget as it is when nothing was typed', () => {
    const tag = fallback('1');
    const carry = fieldCarrier(tag);
    const widget = mountWidget(tag);
    flushSync(() => carry(tag));
    expect(tag.querySelector<HTMLInputElement>('input')!.value).toBe('1');
    expect(widget.quantity()).toBe(1);
  });

  it('types nothing into a field of another label', () => {
    const tag = fallback('7');
    const carry = fieldCarrier(tag);
    tag.innerHTML = '<label for="other">Промокод</label><input id="other" type="text" value="">';
    carry(tag);
    expect(tag.querySelector<HTMLInputElement>('#other')!.value).toBe('');
  });
});
