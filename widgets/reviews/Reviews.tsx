import { useEffect, useRef, useState } from 'react';
import { track } from '../../shared/analytics/track';
import { isApiError } from '../../shared/api/http';
import { addReview, loadMoreReviews, type Review } from '../../shared/api/reviews';
import { REVIEW_CODES } from '../../shared/forms/codes';
import { REVIEW_SUCCESS, type SuccessMessage } from '../../shared/forms/messages';
import { useForm } from '../../shared/forms/useForm';
import { FormActions, FormAlert, FormNote } from '../../shared/forms/ui/parts';
import { sanitizedMarkup } from '../../shared/format/sanitize';
import { LOAD_MORE_TEXT, LOADING_MORE_TEXT } from '../../shared/shop/texts';
import { closePopup, openPopup } from '../../shared/store/popups';
import { Field } from '../../shared/ui/Field';
import { ACCEPT_REVIEW_PHOTO, FileInput, REVIEW_PHOTO_HINT } from '../../shared/ui/FileInput';
import { Popup } from '../../shared/ui/Popup';
import { Textarea } from '../../shared/ui/Textarea';
import { toastError } from '../../shared/ui/toast';
import type { ReviewsProps } from './index';
import { LOAD_MORE_LIMIT, appendReviews, canLoadMore, firstReviews, nextOffset } from './model';

type Values = { name: string; review: string; photo: File | null };
const EMPTY: Values = { name: '', review: '', photo: null };

let popupCount = 0;

function ReviewItem({ review, onPhoto }: { review: Review; onPhoto(review: Review, opener: HTMLElement): void }) {
  return (
    <li className="vt-review" id={review.editAreaId || undefined} tabIndex={-1}>
      <p className="vt-review__head">
        <span className="vt-review__name">{review.NAME}</span> <time className="vt-review__date">{review.ACTIVE_FROM}</time>
      </p>
      {/* The CMS stores the text as HTML (escaped, line breaks as <br>); only the allow-list passes. */}
      <p className="vt-review__text" dangerouslySetInnerHTML={sanitizedMarkup(review.text)} />
      {review.photoSrc ? (
        <button type="button" className="vt-review__photo" onClick={(event) => onPhoto(review, event.currentTarget)} aria-label={`Открыть фото к отзыву: ${review.NAME}`}>
          <img src={review.photoSrc} alt="" width={160} height={120} loading="lazy" />
        </button>
      ) : null}
      {review.adminResponse ? (
        <div className="vt-review__answer">
          <p className="vt-review__answer-head">
            <span className="vt-review__answer-title">Администратор</span> {review.responseDate ? <time>{review.responseDate}</time> : null}
          </p>
          <p className="vt-review__answer-text" dangerouslySetInnerHTML={sanitizedMarkup(review.adminResponse)} />
        </div>
      ) : null}
    </li>
  );
}

/** The product's reviews: the first two, 'Загрузить еще' one at a time, the photo popup and the 'Ваш отзыв' popup. */
export function Reviews({ productId, reviews: printed, count }: ReviewsProps) {
  const ids = useRef<{ form: string; photo: string } | null>(null);
  if (!ids.current) {
    popupCount += 1;
    ids.current = { form: `vt-review-form-${popupCount}`, photo: `vt-review-photo-${popupCount}` };
  }
  const { form: formPopupId, photo: photoPopupId } = ids.current;
  const [list, setList] = useState<Review[]>(() => firstReviews(printed));
  const [total, setTotal] = useState(Math.max(count, printed.length));
  const [loading, setLoading] = useState(false);
  const [photo, setPhoto] = useState<Review | null>(null);
  const [done, setDone] = useState<SuccessMessage | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);

  // After a load, keyboard users go on from the first new review (once it is on the page).
  useEffect(() => {
    if (focusIndex === null) return;
    listRef.current?.querySelectorAll<HTMLElement>('.vt-review')[focusIndex]?.focus();
    setFocusIndex(null);
  }, [focusIndex]);

  const form = useForm<Values>({
    initial: EMPTY,
    codes: REVIEW_CODES,
    action: 'review',
    submit: (values, token) => addReview({ name: values.name.trim(), review: values.review.trim(), photo: values.photo, product: productId, token }),
    onSuccess: (_result, helpers) => {
      track({ kind: 'goal', goal: 'review' });
      helpers.reset(EMPTY);
      setDone(REVIEW_SUCCESS);
      closePopup(formPopupId);
    },
  });

  const loadMore = async (): Promise<void> => {
    if (loading) return;
    setLoading(true);
    const before = list.length;
    try {
      const page = await loadMoreReviews({ product: productId, offset: nextOffset(list.length), limit: LOAD_MORE_LIMIT });
      const merged = appendReviews(list, page.reviews);
      setList(merged);
      // The server's count wins; a page without reviews means there are no more.
      setTotal(page.reviews.length === 0 ? merged.length : Math.max(page.count, merged.length));
      setFocusIndex(before);
    } catch (error) {
      toastError(isApiError(error) ? error.message : 'Не удалось загрузить отзывы. Попробуйте ещё раз.');
    } finally {
      setLoading(false);
    }
  };

  const showPhoto = (review: Review, opener: HTMLElement) => {
    setPhoto(review);
    openPopup(photoPopupId, opener);
  };

  return (
    <div className="vt-reviews">
      <p className="vt-reviews__actions">
        <button
          type="button"
          className="vt-button vt-button--primary"
          onClick={(event) => {
            setDone(null);
            openPopup(formPopupId, event.currentTarget);
          }}
        >
          Написать отзыв
        </button>
      </p>
      <div role="status" className="vt-reviews__status">
        {done ? (
          <p className="vt-account-form__notice">
            <strong>{done.title}</strong> {done.text}
          </p>
        ) : null}
      </div>
      {list.length === 0 ? <p className="vt-reviews__empty">Отзывов пока нет. Станьте первым!</p> : null}
      <ul ref={listRef} className="vt-reviews__list" aria-label="Отзывы покупателей">
        {list.map((review, index) => (
          <ReviewItem key={review.ID || `review-${index}`} review={review} onPhoto={showPhoto} />
        ))}
      </ul>
      {canLoadMore(list.length, total) ? (
        <p className="vt-reviews__more">
          <button type="button" className="vt-catalog-list__more-button" aria-busy={loading} disabled={loading} onClick={() => void loadMore()}>
            {loading ? LOADING_MORE_TEXT : LOAD_MORE_TEXT}
          </button>
        </p>
      ) : null}

      <Popup id={photoPopupId} title={photo ? `Фото к отзыву: ${photo.NAME}` : 'Фото к отзыву'} className="vt-popup__dialog--wide vt-review-photo">
        {photo ? <img className="vt-review-photo__image" src={photo.photoBigSrc} alt={`Фото к отзыву: ${photo.NAME}`} /> : null}
      </Popup>

      <Popup id={formPopupId} title="Ваш отзыв" className="vt-review-form">
        <form className="vt-account-form" noValidate aria-label="Ваш отзыв" onSubmit={(event) => void form.handleSubmit(event)}>
          <FormAlert text={form.generalError} />
          <Field label="Ваше имя" error={form.errors.name ?? null}>
            <input className="vt-input" name="name" autoComplete="name" value={form.values.name} onChange={(event) => form.setValue('name', event.currentTarget.value)} />
          </Field>
          <Field label="Отзыв" error={form.errors.review ?? null}>
            <Textarea className="vt-input" name="review" maxLength={3000} value={form.values.review} onChange={(event) => form.setValue('review', event.currentTarget.value)} />
          </Field>
          <Field label="Фото" error={form.errors.photo ?? null} hint={REVIEW_PHOTO_HINT}>
            <FileInput label="Фото" placeholder="Прикрепить фото" accept={ACCEPT_REVIEW_PHOTO} name="photo" value={form.values.photo} onChange={(file) => form.setValue('photo', file)} />
          </Field>
          <input type="hidden" name="product" value={productId} />
          <FormActions label="Отправить отзыв" disabled={form.submitting} />
          <FormNote text={form.botCheckWarning} />
        </form>
      </Popup>
    </div>
  );
}

