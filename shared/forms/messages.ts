/**
 * The shop's texts from spec section 8, letter for letter. Success messages come as a title and a
 * text (popups show both; toasts may show the text).
 */
export interface SuccessMessage {
  title: string;
  text: string;
}

const successMessage = (title: string, text: string): SuccessMessage => ({ title, text });

/** Defined with the shop's pieces, which load without the forms layer. */
export { BASKET_ADD_SUCCESS, BASKET_REMOVE_SUCCESS } from '../shop/basket-button';
export { FAVORITES_ADD_SUCCESS, FAVORITES_REMOVE_SUCCESS } from '../shop/favorite-toggle';
export { BASKET_EMPTY, NOTHING_FOUND } from '../shop/texts';

export const REGISTRATION_SUCCESS = successMessage('Спасибо за регистрацию!', 'Ссылка для подтверждения регистрации успешно выслана на вашу почту.');

export const PROFILE_SUCCESS = successMessage('Личный кабинет', 'Изменения успешно сохранены.');

/** Added after the profile text when the e-mail changed. */
export const PROFILE_EMAIL_CHANGED_NOTE =
  'На вашу почту выслано письмо со ссылкой для подтверждения новой почты, пожалуйста, перейдите по ссылке в письме.';

export const PROFILE_EMAIL_CHANGED_SUCCESS = successMessage(PROFILE_SUCCESS.title, `${PROFILE_SUCCESS.text} ${PROFILE_EMAIL_CHANGED_NOTE}`);

export const REVIEW_SUCCESS = successMessage('Спасибо за ваш отзыв!', 'Он появится на странице после модерации.');

export const COOPERATION_SUCCESS = successMessage('Сотрудничество', 'Ваша заявка успешно отправлена.');

export const CONFIGURATOR_ORDER_SUCCESS = successMessage('Спасибо за заказ!', 'В ближайшее время с вами свяжутся наши специалисты.');

export const EXCHANGE_SUCCESS = successMessage('Обмен', 'Каталог успешно обновлен!');

export const MANAGER_CALL_SUCCESS = successMessage('Связь с менеджером', 'Скоро с вами свяжется менеджер.');

/** The phone field's label, in every form that asks for a phone (the checkout's field titles too). */
export const PHONE_LABEL = 'Телефон';

/** Redirect delay after registration and after an e-mail change (spec 9). */
export const SUCCESS_REDIRECT_DELAY_MS = 5000;

/* Errors of section 8. */

/** Prefix of basket, favourites and auth failures: 'Ошибка: ' + the server's message. */
export const ERROR_PREFIX = 'Ошибка: ';
export const errorText = (message: string): string => `${ERROR_PREFIX}${message}`;

/** Spec sections 5 and 9: the largest upload, as the texts name it (shared/ui/FileInput.tsx checks it). */
export const MAX_FILE_MB = 30;
export const MAX_FILE_SIZE_TEXT = `${MAX_FILE_MB} Мб`;
export const FILE_TOO_LARGE = `Размер файла не может превышать ${MAX_FILE_SIZE_TEXT}`;

/** Spelling as in the spec ('перейте'). Followed by the missing fields' titles. */
export const CHECKOUT_MISSING_FIELDS = 'Вы не сможете перейте к следующему шагу, пока не заполните следующие поля: ';

export const CONFIRMATION_CODE_EXPIRED = 'Время действия кода подтверждения истекло.';
export const confirmationCodeSentText = (mmss: string): string =>
  `На ваш e-mail отправлен код подтверждения, который будет действителен в течение ${mmss} минут.`;
export const CONFIRMATION_CODE_DEFAULT = 'Код подтверждения действителен в течение 15 минут.';

export const NO_ARTICLES_FOUND = 'По вашему запросу статей не найдено.';
export const NO_OTHER_FOUND = 'По вашему запросу других материалов не найдено.';

/** Shown when the bot-check script cannot load; the form is sent without a token. */
export const BOT_CHECK_UNAVAILABLE = 'Не удалось загрузить проверку на робота. Заявка будет отправлена без неё.';

/** A failure that is not an ApiError (a bug in our code): the shopper still gets a readable text. */
export const UNEXPECTED_ERROR = 'Что-то пошло не так. Попробуйте ещё раз.';
