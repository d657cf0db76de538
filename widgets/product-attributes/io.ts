import type { ProductAttributesIO } from './controller';
import { CLICK_MODE_QUERY } from './model';

/** The hints' I/O on a page: the document's keys and the viewport's width. */
export function pageProductAttributesIO(): ProductAttributesIO {
  return {
    keys: document,
    clickQuery: typeof matchMedia === 'function' ? matchMedia(CLICK_MODE_QUERY) : null,
  };
}
