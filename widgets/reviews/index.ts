import * as v from 'valibot';
import { numericId, wholeNumber } from '../../shared/props';
import { reviewSchema } from '../../shared/api/reviews';
import { wireList } from '../../shared/api/schemas';
import { reactWidget } from '../../shared/runtime/react';
import { Reviews } from './Reviews';

const count = wholeNumber(0);

export const reviewsProps = v.object({
  productId: v.pipe(numericId('productId must be a numeric id'), v.description('The product the reviews belong to (numeric id); sent with new reviews and load more.')),
  reviews: v.pipe(wireList(reviewSchema), v.description("The reviews the page printed (the CMS's Review objects); the list shows the first 2 of them.")),
  count: v.pipe(count, v.description('How many published reviews the product has.')),
});

export type ReviewsProps = v.InferOutput<typeof reviewsProps>;

export default reactWidget(Reviews, reviewsProps);
