import * as v from 'valibot';
import { apiPost, type ApiResult, type FormBody } from './http';
import { wireId, wireIgnored, wireList, wireNumberOr0, wireObject, wireString } from './schemas';

/**
 * A Bitrix property value: a string, `{ VALUE }`, `{ VALUE: { TEXT } }` (HTML/text property) or
 * `{ TEXT }`; anything missing is ''.
 */
export const wirePropertyText = v.pipe(
  v.optional(v.unknown(), null),
  v.transform((input): string => propertyText(input, 0)),
);

function propertyText(input: unknown, depth: number): string {
  if (input == null || input === false) return '';
  if (typeof input === 'string') return input;
  if (typeof input === 'number') return String(input);
  if (depth > 3 || typeof input !== 'object') return '';
  if (Array.isArray(input)) return input.map((entry) => propertyText(entry, depth + 1)).filter(Boolean).join(', ');
  const record = input as Record<string, unknown>;
  if ('VALUE' in record) return propertyText(record.VALUE, depth + 1);
  if ('TEXT' in record) return propertyText(record.TEXT, depth + 1);
  if ('value' in record) return propertyText(record.value, depth + 1);
  return '';
}

/** A review photo: a URL or `{ src, MIN: { src } }` (the small version). */
const reviewPhotoSchema = v.pipe(
  v.optional(v.unknown(), null),
  v.transform((input): { src: string; min: string } => {
    if (typeof input === 'string') return { src: input, min: input };
    if (input && typeof input === 'object' && !Array.isArray(input)) {
      const record = input as { src?: unknown; SRC?: unknown; MIN?: unknown };
      const src = typeof record.src === 'string' ? record.src : typeof record.SRC === 'string' ? record.SRC : '';
      const minRecord = record.MIN && typeof record.MIN === 'object' ? (record.MIN as { src?: unknown; SRC?: unknown }) : {};
      const min = typeof minRecord.src === 'string' ? minRecord.src : typeof minRecord.SRC === 'string' ? minRecord.SRC : src;
      return { src, min };
    }
    return { src: '', min: '' };
  }),
);

/**
 * A review as shown. Text is `DETAIL_TEXT` (or `DETAIL_PAGE`, spec 3) and is HTML from the server:
 * sanitise before it touches the DOM. `adminResponse` is the administrator's answer ('' if none).
 */
export const reviewSchema = v.pipe(
  v.object({
    ID: v.nullish(wireId, ''),
    NAME: wireString,
    ACTIVE_FROM: wireString,
    DETAIL_TEXT: wireString,
    DETAIL_PAGE: wireString,
    photo: reviewPhotoSchema,
    photo_big: reviewPhotoSchema,
    editAreaId: wireString,
    PROPERTIES: wireObject(v.object({ ADMIN_RESPONSE: wirePropertyText, RESPONSE_DATE_UPDATE: wirePropertyText })),
  }),
  v.transform((review) => ({
    ...review,
    text: review.DETAIL_TEXT || review.DETAIL_PAGE,
    photoSrc: review.photo.min || review.photo.src,
    photoBigSrc: review.photo_big.src || review.photo.src,
    adminResponse: review.PROPERTIES.ADMIN_RESPONSE,
    responseDate: review.PROPERTIES.RESPONSE_DATE_UPDATE,
  })),
);
export type Review = v.InferOutput<typeof reviewSchema>;

export const reviewsPageSchema = wireObject(v.object({ count: wireNumberOr0, reviews: wireList(reviewSchema) }));
export type ReviewsPage = v.InferOutput<typeof reviewsPageSchema>;

export interface ReviewPayload {
  name: string;
  review: string;
  photo?: Blob | null;
  product: string | number;
  token: string;
}

/** Sends a review for moderation. Takes the fields or a FormData of the form (plus `token`). Codes: 4 name/photo, 8 review. */
export function addReview(payload: ReviewPayload | FormData): Promise<ApiResult<undefined>> {
  let body: FormBody;
  if (payload instanceof FormData) body = payload;
  else {
    body = { name: payload.name, review: payload.review, product: String(payload.product), token: payload.token };
    if (payload.photo) body.photo = payload.photo;
  }
  return apiPost('/api/reviews/add/', wireIgnored, body);
}

/** The next reviews of a product: the list starts with 2 and `offset` rises by one per load (spec 4). */
export async function loadMoreReviews(params: { product: string | number; offset: number; limit: number }): Promise<ReviewsPage> {
  const body = { product: String(params.product), offset: params.offset, limit: params.limit };
  return (await apiPost('/api/reviews/load_more/', reviewsPageSchema, body)).data;
}
