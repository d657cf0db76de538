import * as v from 'valibot';
import { overCmsSelect } from '../../shared/ui/select-handoff';
import { reactWidget } from '../../shared/runtime/react';
import { CatalogSortView } from './CatalogSortView';

export const catalogSortProps = v.object({
  sort: v.optional(
    v.pipe(
      v.union([v.picklist([0, 1, 2]), v.picklist(['0', '1', '2'])]),
      v.transform((n) => Number(n) as 0 | 1 | 2),
      v.description('The current order: 0 popularity, 1 cheaper first, 2 dearer first.'),
    ),
    0,
  ),
  label: v.optional(v.pipe(v.string(), v.description("The control's label.")), 'Сортировать по'),
});

export type CatalogSortProps = v.InferOutput<typeof catalogSortProps>;

/** Loaded on intent (widgets/registry.ts): the CMS's select is what the first screen needs. */
export default overCmsSelect(reactWidget(CatalogSortView, catalogSortProps));
