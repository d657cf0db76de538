/**
 * Product attribute hints: which hint is open, how the screen's width says they open (a tap up to
 * 768 px, hover and focus beyond), and Escape on the page closing the open one. The page (its key
 * presses and its width) comes in through `ProductAttributesIO`; the rules are model.ts's.
 */

import { signal } from '@preact/signals-core';
import { defineController, readOnly } from '../../shared/controller/controller';
import { followMedia, type MediaWatch } from '../../shared/controller/media';
import { createScope } from '../../shared/controller/scope';
import { nextOpen, type TooltipEvent } from './model';

export type { MediaWatch };

/** A media query as the page keeps it: whether it matches now, and a 'change' event when that turns. */

export interface ProductAttributesIO {
  /** Where Escape is heard: the page. */
  keys: EventTarget;
  /** The click mode's query (up to 768 px); null where the page cannot tell (hover mode then). */
  clickQuery: MediaWatch | null;
}

/** Focus back on the hint button of the attribute `index` (a new object for every request). */
export interface FocusRequest {
  index: number;
}

export type ProductAttributesController = ReturnType<typeof createProductAttributes>;

export function createProductAttributes(io: ProductAttributesIO) {
  const scope = createScope();
  const open = signal<number | null>(null);
  const clickMode = signal(io.clickQuery?.matches ?? false);
  const focus = signal<FocusRequest | null>(null);

  const send = (event: TooltipEvent): void => {
    open.value = nextOpen(open.peek(), event, clickMode.peek() ? 'click' : 'hover');
  };

  /** Closes the open hint; `returnFocus`: the focus goes back to its button. */
  const close = (returnFocus: boolean): void => {
    const index = open.peek();
    send({ type: 'close' });
    if (returnFocus && index !== null) focus.value = { index };
  };

  function begin(): void {
    followMedia(scope, io.clickQuery, clickMode);
    scope.listen<KeyboardEvent>(io.keys, 'keydown', (event) => {
      if (event.key !== 'Escape' || open.peek() === null) return;
      event.preventDefault();
      close(true);
    });
  }

  return defineController(scope, { ...readOnly({ open, clickMode, focus }), send, close }, begin);
}
