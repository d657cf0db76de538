import * as v from 'valibot';
import { mountWhenLetGo } from '../../shared/ui/select-handoff';
import { reactWidget } from '../../shared/runtime/react';
import type { WidgetDefinition } from '../../shared/runtime/types';
import { CatalogViewSwitch } from './CatalogViewSwitch';

export const catalogViewProps = v.object({
  view: v.optional(v.pipe(v.union([v.picklist([2, 4]), v.picklist(['2', '4'])]), v.transform((n) => Number(n) as 2 | 4), v.description('Cards per row now: 2 or 4.')), 4),
  viewName: v.optional(v.pipe(v.string(), v.description("Sent as `view_name` with the count (the CMS's name of the list template).")), 'grid'),
  label: v.optional(v.pipe(v.string(), v.description("The control's label.")), 'Показывать'),
});

export type CatalogViewProps = v.InferOutput<typeof catalogViewProps>;

const widget = reactWidget(CatalogViewSwitch, catalogViewProps);

/**
 * Loaded on intent (widgets/registry.ts): the CMS's select is what the first screen needs. The widget
 * takes its place once the shopper lets go of it, and makes a choice made there again
 * (shared/ui/select-handoff.ts).
 */
const catalogView: WidgetDefinition<CatalogViewProps> = {
  ...widget,
  mount: (element, props, context) => mountWhenLetGo(element, () => widget.mount(element, props, context)),
};

export default catalogView;
