import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { REVIEW_CODES } from '../../shared/forms/codes';
import { useForm, type FormState } from '../../shared/forms/useForm';
import { FormActions, FormAlert, FormNote } from '../../shared/forms/ui/parts';
import { sanitizedMarkup } from '../../shared/format/sanitize';
import { LOAD_MORE_TEXT, LOADING_MORE_TEXT } from '../../shared/shop/texts';
import { Field } from '../../shared/ui/Field';
import { ACCEPT_REVIEW_PHOTO, FileInput, REVIEW_PHOTO_HINT } from '../../shared/ui/FileInput';
import { Popup } from '../../shared/ui/Popup';
import { Textarea } from '../../shared/ui/Textarea';
import { useController } from '../../shared/controller/useController';
import { createReviews, type Review, type ReviewValues } from './controller';
import type { ReviewsProps } from './index';
import { pageReviewsIO } from './io';
import { TEXT_INPUT_CLASS } from '../../shared/ui/text-control';

const EMPTY: ReviewValues = { name: '', review: '', photo: null };

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

/** 'Ваш отзыв': the form in its popup; its state is the widget's (useForm in Reviews). */
function ReviewFormPopup({ id, form, productId }: { id: string; form: FormState<ReviewValues>; productId: ReviewsProps['productId'] }) {
  return (
    <Popup id={id} title="Ваш отзыв" className="vt-review-form">
      <form className="vt-account-form" noValidate aria-label="Ваш отзыв" onSubmit={(event) => void form.handleSubmit(event)}>
        <FormAlert text={form.generalError} />
        <Field label="Ваше имя" error={form.errors.name ?? null}>
          <input className={TEXT_INPUT_CLASS} name="name" autoComplete="name" value={form.values.name} onChange={(event) => form.setValue('name', event.currentTarget.value)} />
        </Field>
        <Field label="Отзыв" error={form.errors.review ?? null}>
          <Textarea name="review" maxLength={3000} value={form.values.review} onChange={(event) => form.setValue('review', event.currentTarget.value)} />
        </Field>
        <Field label="Фото" error={form.errors.photo ?? null} hint={REVIEW_PHOTO_HINT}>
          <FileInput label="Фото" placeholder="Прикрепить фото" accept={ACCEPT_REVIEW_PHOTO} name="photo" value={form.values.photo} onChange={(file) => form.setValue('photo', file)} />
        </Field>
        <input type="hidden" name="product" value={productId} />
        <FormActions label="Отправить отзыв" disabled={form.submitting} />
        <FormNote text={form.botCheckWarning} />
      </form>
    </Popup>
  );
}

/** The product's reviews: the first two, 'Загрузить еще' one at a time, the photo popup and the 'Ваш отзыв' popup. */
export function Reviews({ productId, reviews: printed, count }: ReviewsProps) {
  useSignals();
  const reviews = useController(() => {
    popupCount += 1;
    return createReviews(pageReviewsIO(), { productId, printed, count, formPopupId: `vt-review-form-${popupCount}`, photoPopupId: `vt-review-photo-${popupCount}` });
  });
  const { formPopupId, photoPopupId } = reviews;
  const list = reviews.list.value;
  const loading = reviews.loading.value;
  const photo = reviews.photo.value;
  const done = reviews.done.value;
  const listRef = useRef<HTMLUListElement>(null);

  // After a load, keyboard users go on from the first new review (once it is on the page).
  const focus = reviews.focus.value;
  useEffect(() => {
    if (focus) listRef.current?.querySelectorAll<HTMLElement>('.vt-review')[focus.index]?.focus();
  }, [focus]);

  const form = useForm<ReviewValues>({
    initial: EMPTY,
    codes: REVIEW_CODES,
    action: 'review',
    submit: (values, token) => reviews.send(values, token),
    onSuccess: (_result, helpers) => {
      helpers.reset(EMPTY);
      reviews.sent();
    },
  });

  return (
    <div className="vt-reviews">
      <p className="vt-reviews__actions">
        <button
          type="button"
          className="vt-button vt-button--primary"
          onClick={(event) => reviews.openForm(event.currentTarget)}
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
          <ReviewItem key={review.ID || `review-${index}`} review={review} onPhoto={reviews.showPhoto} />
        ))}
      </ul>
      {reviews.more.value ? (
        <p className="vt-reviews__more">
          <button type="button" className="vt-button vt-button--more" aria-busy={loading} disabled={loading} onClick={() => void reviews.loadMore()}>
            {loading ? LOADING_MORE_TEXT : LOAD_MORE_TEXT}
          </button>
        </p>
      ) : null}

      <Popup id={photoPopupId} title={photo ? `Фото к отзыву: ${photo.NAME}` : 'Фото к отзыву'} className="vt-popup__dialog--wide vt-review-photo">
        {photo ? <img className="vt-review-photo__image" src={photo.photoBigSrc} alt={`Фото к отзыву: ${photo.NAME}`} /> : null}
      </Popup>

      <ReviewFormPopup id={formPopupId} form={form} productId={productId} />
    </div>
  );
}

