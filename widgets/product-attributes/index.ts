import * as v from 'valibot';
import { reactWidget } from '../../shared/runtime/react';
import { ProductAttributesView } from './ProductAttributesView';

export const productAttributesProps = v.object({
  items: v.pipe(
    v.array(
      v.object({
        name: v.pipe(v.string(), v.minLength(1)),
        value: v.string(),
        hint: v.optional(v.string(), ''),
      }),
    ),
    v.description('The properties `{name, value, hint?}`: `hint` is the explanation the tooltip shows; a property without one has no tooltip button.'),
  ),
});

export type ProductAttributesProps = v.InferOutput<typeof productAttributesProps>;

export default reactWidget(ProductAttributesView, productAttributesProps);
