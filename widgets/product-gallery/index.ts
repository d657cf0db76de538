import * as v from 'valibot';
import { reactWidget } from '../../shared/runtime/react';
import { ProductGallery } from './ProductGallery';

export const productGalleryProps = v.object({
  name: v.pipe(v.string(), v.description("The product's name: the photos' alternative text and the lightbox's name.")),
  photos: v.pipe(
    v.array(
      v.object({
        src: v.string(),
        mobile: v.optional(v.string(), ''),
        thumb: v.optional(v.string(), ''),
        big: v.optional(v.string(), ''),
      }),
    ),
    v.description("The photos: `src` in the slider, `mobile` a narrower picture for phones (below 768 px), `thumb` the thumbnail (defaults to mobile, then src), `big` the lightbox's picture (defaults to src)."),
  ),
});

export type ProductGalleryProps = v.InferOutput<typeof productGalleryProps>;

export default reactWidget(ProductGallery, productGalleryProps);
