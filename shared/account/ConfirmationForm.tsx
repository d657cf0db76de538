import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { confirmRegistration, type ConfirmationAnswer } from '../api/user';
import { CONFIRMATION_CODES } from '../forms/codes';
import { failureText } from '../forms/model';
import { fieldProps, useForm } from '../forms/useForm';
import { FormActions, FormAlert } from '../forms/ui/parts';
import { navigate } from '../runtime/navigate';
import { TextField } from '../ui/TextField';
import {
  UNKNOWN,
  afterRejection,
  canResend,
  forgetPendingEmail,
  fromTimeLeft,
  nextTickIn,
  statusText,
  submitIntent,
  type TimerState,
} from './confirmation';
import { refreshUser } from './session';

const rules = v.object({
  email: v.pipe(v.string(), v.trim(), v.nonEmpty('Укажите e-mail')),
  confirmation: v.string(),
});

type Values = { email: string; confirmation: string };

export interface ConfirmationFormProps {
  /** The address the code went to, when known (registration, e-mail change). */
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
  const [timer, setTimer] = useState<TimerState>(UNKNOWN);
  const [, setTick] = useState(0);
  const [failure, setFailure] = useState('');
  const [notice, setNotice] = useState('');
  const forceSend = useRef(false);
  const timerRef = useRef(timer);
  timerRef.current = timer;

  const form = useForm<Values, ConfirmationAnswer>({
    initial: { email, confirmation: '' },
    rules,
    codes: CONFIRMATION_CODES,
    action: 'confirmation',
    submit: (values, token) => {
      const send = forceSend.current || submitIntent(timerRef.current, now()) === 'send-code';
      forceSend.current = false;
      setFailure('');
      setNotice('');
      return confirmRegistration(send ? { email: values.email.trim(), token, sendCode: true } : { email: values.email.trim(), token, confirmation: values.confirmation.trim() });
    },
    onSuccess: (result, helpers) => {
      if (result.data.kind === 'confirmed') {
        forgetPendingEmail();
        const target = result.data.redirect;
        void refreshUser().then(() => navigate(target));
        setNotice(result.message || 'E-mail подтвержден.');
        return;
      }
      setTimer(fromTimeLeft(result.data.timeLeft, now()));
      helpers.reset({ ...helpers.values, confirmation: '' });
      if (result.message) setNotice(result.message);
    },
    onError: (error) => {
      setTimer((current) => afterRejection(current, error, now()));
      setFailure(failureText(error));
    },
  });

  // Re-render at each whole second, and at once when the tab comes back from the background.
  useEffect(() => {
    const wait = nextTickIn(timer, now());
    const handle = wait === null ? undefined : setTimeout(() => setTick((n) => n + 1), wait);
    const onVisible = () => {
      if (document.visibilityState === 'visible') setTick((n) => n + 1);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      if (handle !== undefined) clearTimeout(handle);
      document.removeEventListener('visibilitychange', onVisible);
    };
  });

  const at = now();
  const expired = canResend(timer, at);
  const resend = () => {
    forceSend.current = true;
    void form.handleSubmit();
  };

  return (
    <form className="vt-account-form vt-confirmation" noValidate onSubmit={(event) => void form.handleSubmit(event)}>
      <FormAlert text={failure} />
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
        data-autofocus={email ? true : undefined}
      />
      <p className="vt-confirmation__timer" role="timer" aria-live="off">
        {statusText(timer, at)}
      </p>
      {notice ? (
        <p className="vt-account-form__notice" role="status">
          {notice}
        </p>
      ) : null}
      <FormActions label="Подтвердить" disabled={form.submitting}>
        {expired ? (
          <button type="button" className="vt-button" disabled={form.submitting} onClick={resend}>
            Отправить код повторно
          </button>
        ) : null}
      </FormActions>
    </form>
  );
}
