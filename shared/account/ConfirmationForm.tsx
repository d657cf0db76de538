import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import type { ConfirmationAnswer } from '../api/user';
import { CONFIRMATION_CODES } from '../forms/codes';
import { failureText } from '../forms/model';
import { fieldProps, useForm } from '../forms/useForm';
import { FormActions, FormAlert } from '../forms/ui/parts';
import { navigate } from '../url/navigate';
import { TextField } from '../ui/TextField';
import { browserConfirmationIO, createConfirmation, type ConfirmationFields } from './confirmation-controller';
import { refreshUser } from './session';

const rules = v.object({
  email: v.pipe(v.string(), v.trim(), v.nonEmpty('Укажите e-mail')),
  confirmation: v.string(),
});

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
  const [ctl] = useState(() => createConfirmation(browserConfirmationIO((target) => void refreshUser().then(() => navigate(target)), now), email));
  useEffect(() => ctl.mount(), [ctl]);

  const form = useForm<ConfirmationFields, ConfirmationAnswer>({
    initial: { email: ctl.initialEmail, confirmation: '' },
    rules,
    codes: CONFIRMATION_CODES,
    action: 'confirmation',
    submit: (values, token) => ctl.submit(values, token),
    onSuccess: (result, helpers) => {
      if (result.data.kind === 'code-sent') helpers.reset({ ...helpers.values, confirmation: '' });
    },
  });

  void ctl.tick.value;
  const failure = ctl.failure.value;
  const notice = ctl.notice.value;
  const resend = () => {
    ctl.requestNewCode();
    void form.handleSubmit();
  };

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
          <button type="button" className="vt-button" disabled={form.submitting} onClick={resend}>
            Отправить код повторно
          </button>
        ) : null}
      </FormActions>
    </form>
  );
}
