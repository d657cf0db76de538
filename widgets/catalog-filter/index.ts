import * as v from 'valibot';
import { reactWidget } from '../../shared/runtime/react';
import { CatalogFilterView } from './CatalogFilterView';

const option = v.object({
  value: v.pipe(v.string(), v.minLength(1)),
  label: v.pipe(v.string(), v.minLength(1)),
  color: v.optional(v.string()),
});

export const catalogFilterProps = v.object({
  /** Where the filtered catalogue lives; apply and reset go there with the query string. */
  action: v.optional(v.string(), ''),
  selects: v.optional(
    v.array(v.object({ name: v.pipe(v.string(), v.minLength(1)), label: v.pipe(v.string(), v.minLength(1)), options: v.array(option) })),
    [],
  ),
  checkboxes: v.optional(v.array(v.object({ name: v.pipe(v.string(), v.minLength(1)), label: v.pipe(v.string(), v.minLength(1)) })), []),
  title: v.optional(v.string(), 'Фильтр'),
});

export type CatalogFilterProps = v.InferOutput<typeof catalogFilterProps>;

export default reactWidget(CatalogFilterView, catalogFilterProps);
