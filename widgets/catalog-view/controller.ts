/**
 * 'Показывать': the cards per row shown and whether the choice is being saved. Every effect on the
 * world (the CMS, the reload, the toast) comes in through `CatalogViewIO`.
 */

import { defineController } from '../../shared/controller/controller';
import { createSavedChoice, type SavedChoiceIO } from '../../shared/controller/saved-choice';
import { createScope } from '../../shared/controller/scope';
import { VIEW_FAILED_TEXT, type CatalogView } from './model';

/** Saves the cards per row in the shopper's session (with the CMS's template name); the page then opens again with it. */
export interface CatalogViewIO extends Omit<SavedChoiceIO<CatalogView>, 'save'> {
  saveView(view: CatalogView, viewName: string): Promise<void>;
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
  /** A press on '2' or '4': saved, then the page reloads; a failure puts the view back and says why. */
  const { value, busy, choose } = createSavedChoice(scope, { ...io, save: (view) => io.saveView(view, options.viewName) }, options.view, VIEW_FAILED_TEXT);
  return defineController(scope, { value, busy, choose });
}
