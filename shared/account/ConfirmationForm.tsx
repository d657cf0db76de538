import { useSignals } from '@preact/signals-react/runtime';
import { useController } from '../controller/useController';
import { failureText } from '../forms/model';
import { fieldProps, readForm } from '../forms/useForm';
import { FormActions, FormAlert } from '../forms/ui/parts';
import { TextField } from '../ui/TextField';
import { createConfirmation } from './confirmation-controller';
import { browserConfirmationIO } from './confirmation-io';

export interface ConfirmationFormProps {
  /** The address the code went to, when known (registration, e-mail change); else the one this tab remembered. */
  email: string;
  /** Time source (tests). */
  now?: () => number;
}

/**
 * E-mail and code, the countdown and 'Отправить код повторно'. Nothing is asked before the shopper
 * acts (spec 7 has no status call): until an answer says otherwise the default text shows. The
 * countdown is computed from a deadline at every render, so it is right after the tab slept; a timer
 * only asks for the re-render.
 */
export function ConfirmationForm({ email, now = Date.now }: ConfirmationFormProps) {
  useSignals();
  // The first render's address: a later one (the tab forgetting it once confirmed) must not empty the form.
  const ctl = useController(() => createConfirmation(browserConfirmationIO(undefined, now), email));
  const form = readForm(ctl);

  void ctl.tick.value;
  const failure = ctl.failure.value;
  const notice = ctl.notice.value;

  return (
    <form className="vt-account-form vt-confirmation" noValidate onSubmit={(event) => void form.handleSubmit(event)}>
      <FormAlert text={failure === null ? '' : failureText(failure)} />
      <TextField label="E-mail" type="email" autoComplete="email" required {...fieldProps(form, 'email')} />
      <TextField
        label="Код подтверждения"
        name="confirmation"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={form.values.confirmation}
        error={form.errors.confirmation}
        onValue={(value) => form.setValue('confirmation', value.replace(/\D/g, ''))}
        data-autofocus={ctl.initialEmail ? true : undefined}
      />
      <p className="vt-confirmation__timer" role="timer" aria-live="off">
        {ctl.status()}
      </p>
      {notice ? (
        <p className="vt-account-form__notice" role="status">
          {notice}
        </p>
      ) : null}
      <FormActions label="Подтвердить" disabled={form.submitting}>
        {ctl.canResend() ? (
          <button type="button" className="vt-button" disabled={form.submitting} onClick={() => void ctl.resend()}>
            Отправить код повторно
          </button>
        ) : null}
      </FormActions>
    </form>
  );
}
