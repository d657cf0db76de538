import * as v from 'valibot';
import { reactWidget } from '../../shared/runtime/react';
import { ProductAttributesView } from './ProductAttributesView';

export const productAttributesProps = v.object({
  items: v.array(
    v.object({
      name: v.pipe(v.string(), v.minLength(1)),
      value: v.string(),
      /** The explanation the tooltip shows; an attribute without one has no tooltip button. */
      hint: v.optional(v.string(), ''),
    }),
  ),
});

export type ProductAttributesProps = v.InferOutput<typeof productAttributesProps>;

export default reactWidget(ProductAttributesView, productAttributesProps);
