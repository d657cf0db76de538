import * as v from 'valibot';
import { overCmsSelect } from '../../shared/ui/select-handoff';
import { reactWidget } from '../../shared/runtime/react';
import { CatalogViewSwitch } from './CatalogViewSwitch';

export const catalogViewProps = v.object({
  view: v.optional(v.pipe(v.union([v.picklist([2, 4]), v.picklist(['2', '4'])]), v.transform((n) => Number(n) as 2 | 4), v.description('Cards per row now: 2 or 4.')), 4),
  viewName: v.optional(v.pipe(v.string(), v.description("Sent as `view_name` with the count (the CMS's name of the list template).")), 'grid'),
  label: v.optional(v.pipe(v.string(), v.description("The control's label.")), 'Показывать'),
});

export type CatalogViewProps = v.InferOutput<typeof catalogViewProps>;

/** Loaded on intent (widgets/registry.ts): the CMS's select is what the first screen needs. */
export default overCmsSelect(reactWidget(CatalogViewSwitch, catalogViewProps));
