import type { ReactNode } from 'react';
import type { SuccessMessage } from '../messages';

/**
 * The pieces every form renders the same way (account, contact, review and order forms), styled by
 * account-form.css and contact-form.css beside this file.
 */

/** The line above a failed form: the general error or the joined server messages (line breaks kept). */
export function FormAlert({ text }: { text: string }) {
  if (!text) return null;
  return (
    <p className="vt-account-form__error" role="alert">
      {text}
    </p>
  );
}

/**
 * What a sent form says, in a polite live region that is on the page from the start: a spec 8 title
 * and text, or the server's own sentence.
 */
export function FormSuccess({ message }: { message: SuccessMessage | string | null }) {
  return (
    <div role="status">
      {message === null || message === '' ? null : (
        <p className="vt-account-form__notice">
          {typeof message === 'string' ? (
            message
          ) : (
            <>
              <strong>{message.title}</strong>
              <br />
              {message.text}
            </>
          )}
        </p>
      )}
    </div>
  );
}

/** The personal-data consent under a contact form, naming the button that sends it. */
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

/** The submit button (off while sending), and any buttons after it. */
export function FormActions({ label, disabled, children }: { label: string; disabled: boolean; children?: ReactNode }) {
  return (
    <div className="vt-account-form__actions">
      <button type="submit" className="vt-button vt-button--primary" disabled={disabled}>
        {label}
      </button>
      {children}
    </div>
  );
}

/** A small note under a form (the bot-check that could not load). */
export function FormNote({ text }: { text: string }) {
  return text ? <p className="vt-account-form__consent">{text}</p> : null;
}
