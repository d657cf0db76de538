import type { Hono } from 'hono';
import { requireToken } from '../botcheck';
import { productById } from '../catalog';
import type { AppEnv } from '../context';
import { formatDate } from '../format';
import { escapeHtml } from '../html';
import type { ReviewRecord, Session } from '../session';
import { FILE_TOO_BIG, type FieldError, MAX_UPLOAD, checkName, fieldsOf, file, fileExtension, ok, reject, rejectOne, str } from './common';

const PHOTO_EXTENSIONS = ['jpg', 'gif', 'bmp', 'png', 'jpeg', 'webp'];

export function reviewPhotoUrl(review: ReviewRecord, small = false): string | null {
  if (review.PHOTO === 'seed') return `/images/review/${review.ID}${small ? '-min' : ''}.svg`;
  if (review.PHOTO === 'upload' && review.UPLOAD) return `/upload/reviews/${review.ID}/${encodeURIComponent(review.UPLOAD.name)}`;
  return null;
}

/** Review text as the CMS stores it: escaped, line breaks as <br>. */
export function reviewHtml(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, '<br>');
}

/** Review (shown) on the wire (spec 3). */
export function reviewWire(review: ReviewRecord): Record<string, unknown> {
  const big = reviewPhotoUrl(review);
  const small = reviewPhotoUrl(review, true);
  return {
    ID: review.ID,
    NAME: review.NAME,
    ACTIVE_FROM: review.DATE,
    DETAIL_TEXT: reviewHtml(review.TEXT),
    photo: big ? { src: big, MIN: { src: small ?? big } } : null,
    photo_big: big ? { src: big } : null,
    editAreaId: `bx_review_${review.ID}`,
    PROPERTIES: {
      ADMIN_RESPONSE: { VALUE: review.ADMIN_RESPONSE ? { TEXT: review.ADMIN_RESPONSE, TYPE: 'TEXT' } : '' },
      RESPONSE_DATE_UPDATE: { VALUE: review.RESPONSE_DATE_UPDATE },
    },
  };
}

/** Published reviews of a product, newest first. */
export function productReviews(session: Session, productId: string): ReviewRecord[] {
  const toKey = (date: string): string => date.split('.').reverse().join('');
  return session.reviews
    .filter((review) => review.PRODUCT_ID === productId)
    .sort((a, b) => toKey(b.DATE).localeCompare(toKey(a.DATE)) || Number(b.ID) - Number(a.ID));
}

export function findUpload(session: Session, id: string): ReviewRecord | undefined {
  return [...session.reviews, ...session.pendingReviews].find((review) => review.ID === id && review.UPLOAD !== null);
}

export function reviewsApi(app: Hono<AppEnv>): void {
  app.post('/api/reviews/add', requireToken, async (c) => {
    const session = c.var.session;
    const fields = fieldsOf(c);
    const name = str(fields, 'name');
    const text = str(fields, 'review');
    const productId = str(fields, 'product');
    const photo = file(fields, 'photo');
    const errors: FieldError[] = [];
    checkName(name, '4', errors, 'имя');
    if (photo) {
      if (!PHOTO_EXTENSIONS.includes(fileExtension(photo.name))) {
        errors.push({ code: '4', message: 'Фото: допустимые форматы jpg, jpeg, png, gif, bmp, webp' });
      } else if (photo.size > MAX_UPLOAD) {
        errors.push({ code: '4', message: FILE_TOO_BIG });
      }
    }
    if (text === '') errors.push({ code: '8', message: 'Напишите текст отзыва' });
    else if (text.length < 10) errors.push({ code: '8', message: 'Отзыв должен быть не короче 10 символов' });
    else if (text.length > 3000) errors.push({ code: '8', message: 'Отзыв должен быть не длиннее 3000 символов' });
    if (!productById(productId)) errors.push({ code: 'product', message: 'Товар не найден' });
    if (errors.length > 0) return reject(c, errors);
    const review: ReviewRecord = {
      ID: String(session.nextReviewId++),
      PRODUCT_ID: productId,
      NAME: name,
      DATE: formatDate(c.var.app.now()),
      TEXT: text,
      PHOTO: photo ? 'upload' : null,
      UPLOAD: photo ? { name: photo.name, type: photo.type || 'application/octet-stream', bytes: new Uint8Array(await photo.arrayBuffer()) } : null,
      ADMIN_RESPONSE: '',
      RESPONSE_DATE_UPDATE: '',
    };
    session.pendingReviews.push(review);
    return ok(c, {}, 'Спасибо за ваш отзыв! Он появится на странице после модерации.');
  });

  app.post('/api/reviews/load_more', (c) => {
    const fields = fieldsOf(c);
    const productId = str(fields, 'product');
    if (!productById(productId)) return rejectOne(c, 'product', 'Товар не найден');
    const offset = Math.max(0, Math.floor(Number(str(fields, 'offset') || '0')) || 0);
    const limitText = str(fields, 'limit');
    const limit = Math.min(50, Math.max(1, Math.floor(Number(limitText || '1')) || 1));
    const all = productReviews(c.var.session, productId);
    return ok(c, { count: all.length, reviews: all.slice(offset, offset + limit).map(reviewWire) });
  });
}
