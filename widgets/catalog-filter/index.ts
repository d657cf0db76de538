import * as v from 'valibot';
import { reactWidget } from '../../shared/runtime/react';
import { CatalogFilterView } from './CatalogFilterView';

const option = v.object({
  value: v.pipe(v.string(), v.minLength(1)),
  label: v.pipe(v.string(), v.minLength(1)),
  color: v.optional(v.string()),
});

export const catalogFilterProps = v.object({
  action: v.optional(v.pipe(v.string(), v.description("Where the filtered catalogue lives; apply, reset and tag removal go there with the query string ('' = the current path).")), ''),
  selects: v.optional(
    v.pipe(
      v.array(v.object({ name: v.pipe(v.string(), v.minLength(1)), label: v.pipe(v.string(), v.minLength(1)), options: v.array(option) })),
      v.description('Multi-selects `{name, label, options: {value, label, color?}[]}`: `color` shows a swatch; a select without options is left out.'),
    ),
    [],
  ),
  checkboxes: v.optional(
    v.pipe(
      v.array(v.object({ name: v.pipe(v.string(), v.minLength(1)), label: v.pipe(v.string(), v.minLength(1)) })),
      v.description('Checkboxes `{name, label}`, each setting `name=Y`.'),
    ),
    [],
  ),
  title: v.optional(v.pipe(v.string(), v.description("The panel's title and the button's text.")), 'Фильтр'),
});

export type CatalogFilterProps = v.InferOutput<typeof catalogFilterProps>;

export default reactWidget(CatalogFilterView, catalogFilterProps);
