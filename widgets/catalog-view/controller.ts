/**
 * 'Показывать': the cards per row shown and whether the choice is being saved. Every effect on the
 * world (the CMS, the reload, the toast) comes in through `CatalogViewIO`.
 */

import { batch, signal } from '@preact/signals-core';
import { defineController, readOnly } from '../../shared/controller/controller';
import { createScope } from '../../shared/controller/scope';
import { VIEW_FAILED_TEXT, type CatalogView } from './model';

export interface CatalogViewIO {
  /** Saves the cards per row (and the CMS's template name) in the shopper's session on the server. */
  saveView(view: CatalogView, viewName: string): Promise<void>;
  /** Opens the page again: the list comes with the saved view. */
  reload(): void;
  /** The server's own text for a failure, or null when it gave none. */
  serverText(error: unknown): string | null;
  toastError(text: string): void;
}

export interface CatalogViewOptions {
  /** The view the page was rendered with. */
  view: CatalogView;
  /** Sent with the count: the CMS's name of the list template. */
  viewName: string;
}

export type CatalogViewController = ReturnType<typeof createCatalogView>;

export function createCatalogView(io: CatalogViewIO, options: CatalogViewOptions) {
  const scope = createScope();
  const value = signal<CatalogView>(options.view);
  const busy = signal(false);

  /** A press on '2' or '4': saved, then the page reloads; a failure puts the view back and says why. */
  async function choose(next: CatalogView): Promise<void> {
    // One save at a time: a press while one is on its way sends nothing.
    if (!scope.alive || busy.peek() || next === value.peek()) return;
    const life = scope.signal;
    const previous = value.peek();
    batch(() => {
      value.value = next;
      busy.value = true;
    });
    try {
      await io.saveView(next, options.viewName);
      if (!life.aborted) io.reload();
    } catch (error) {
      if (life.aborted) return;
      batch(() => {
        value.value = previous;
        busy.value = false;
      });
      io.toastError(io.serverText(error) ?? VIEW_FAILED_TEXT);
    }
  }

  return defineController(scope, { ...readOnly({ value, busy }), choose });
}
