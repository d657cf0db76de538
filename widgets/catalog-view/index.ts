import * as v from 'valibot';
import { reactWidget } from '../../shared/runtime/react';
import { CatalogViewSwitch } from './CatalogViewSwitch';

export const catalogViewProps = v.object({
  /** Cards per row now: 2 or 4. */
  view: v.optional(v.pipe(v.union([v.picklist([2, 4]), v.picklist(['2', '4'])]), v.transform((n) => Number(n) as 2 | 4)), 4),
  /** Sent as view_name with the count (the CMS's name of the list template). */
  viewName: v.optional(v.string(), 'grid'),
  label: v.optional(v.string(), 'Показывать'),
});

export type CatalogViewProps = v.InferOutput<typeof catalogViewProps>;

export default reactWidget(CatalogViewSwitch, catalogViewProps);
