import * as v from 'valibot';
import { reactWidget } from '../../shared/runtime/react';
import { ProductGallery } from './ProductGallery';

export const productGalleryProps = v.object({
  /** The product's name: the photos' alternative text and the lightbox's name. */
  name: v.string(),
  photos: v.array(
    v.object({
      /** The photo in the slider. */
      src: v.string(),
      /** A narrower picture for phones (below 768 px). */
      mobile: v.optional(v.string(), ''),
      /** The thumbnail; defaults to mobile, then src. */
      thumb: v.optional(v.string(), ''),
      /** The lightbox's picture; defaults to src. */
      big: v.optional(v.string(), ''),
    }),
  ),
});

export type ProductGalleryProps = v.InferOutput<typeof productGalleryProps>;

export default reactWidget(ProductGallery, productGalleryProps);
