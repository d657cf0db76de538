import * as api from '../../shared/api/user';
import { isApiError } from '../../shared/api/http';
import { errorText } from '../../shared/forms/messages';
import { errorToFormErrors } from '../../shared/forms/model';
import { navigate } from '../../shared/url/navigate';
import { replaceUser } from '../../shared/store/user';

/**
 * Pieces every account form shares (login, registration, confirmation, forgot password, profile,
 * password): the shared labelled input, the form's error line, and the user refresh.
 */

/**
 * The text above a failed form (spec 8: 'Ошибка: ' and the joined messages). A rejection lists every
 * server message, including those also shown on their fields; other failures give their own text.
 */
export function failureText(error: unknown): string {
  if (isApiError(error)) {
    // One message a line (the alert keeps line breaks): a run of 'Укажите …' reads as one sentence otherwise.
    const messages = error.fieldErrors.map((entry) => entry.message.trim()).filter(Boolean);
    return errorText(messages.length > 0 ? messages.join('\n') : error.message);
  }
  const { general } = errorToFormErrors(error);
  return general ? errorText(general) : '';
}

export function FormError({ text }: { text: string }) {
  if (!text) return null;
  return (
    <p className="vt-account-form__error" role="alert">
      {text}
    </p>
  );
}

/** Fetches the user again and shares it (this page's widgets and other tabs). Failures are ignored: the page reloads next anyway. */
export async function refreshUser(): Promise<void> {
  try {
    replaceUser(await api.getUser());
  } catch {
    // The next page load asks again.
  }
}

/** Navigation through the shared same-origin guard (a server's redirect never leaves the site). */
export function goTo(url: string): void {
  navigate(url);
}
