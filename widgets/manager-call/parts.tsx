import type { SuccessMessage } from '../../shared/forms/messages';

/** Pieces the contact forms share (manager-call, cooperation-form). */

export function FormFailure({ text }: { text: string }) {
  if (!text) return null;
  return (
    <p className="vt-account-form__error" role="alert">
      {text}
    </p>
  );
}

/** The success title and text in a polite live region that is on the page from the start. */
export function FormSuccess({ message }: { message: SuccessMessage | null }) {
  return (
    <div role="status" className="vt-contact-form__status">
      {message ? (
        <p className="vt-account-form__notice">
          <strong>{message.title}</strong>
          <br />
          {message.text}
        </p>
      ) : null}
    </div>
  );
}

export function Consent({ policyUrl, action }: { policyUrl: string; action: string }) {
  return (
    <p className="vt-account-form__consent">
      Нажимая кнопку «{action}», вы даёте согласие на{' '}
      <a href={policyUrl} target="_blank" rel="noopener">
        обработку персональных данных
      </a>
      .
    </p>
  );
}
