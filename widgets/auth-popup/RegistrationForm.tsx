import { useEffect, useState } from 'react';
import { track } from '../../shared/analytics/track';
import { register } from '../../shared/api/user';
import { REGISTRATION_CODES } from '../../shared/forms/codes';
import { REGISTRATION_SUCCESS, SUCCESS_REDIRECT_DELAY_MS } from '../../shared/forms/messages';
import { useForm } from '../../shared/forms/useForm';
import { Field } from '../../shared/ui/Field';
import { MaskedInput } from '../../shared/ui/MaskedInput';
import { rememberPendingEmail } from '../confirmation/model';
import { openPopupOnNextPage } from '../../shared/runtime/popup-opener';
import { AFTER_REGISTRATION_URL, CONFIRMATION_POPUP_ID } from './model';
import { FormError, failureText, goTo } from './parts';
import { TextField } from '../../shared/ui/TextField';

type Values = { name: string; email: string; phone: string; password: string; confirm: string };

const EMPTY: Values = { name: '', email: '', phone: '', password: '', confirm: '' };

/**
 * ФИО, E-mail, Телефон (mask; a pasted 8 912… keeps the national digits), Пароль, Повторите пароль.
 * Success: the spec's thanks, then /catalog/ after 5 s, where the confirmation popup opens.
 */
export function RegistrationForm() {
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState(false);
  const form = useForm<Values, { email: string }>({
    initial: EMPTY,
    codes: REGISTRATION_CODES,
    action: 'registration',
    submit: (values, token) => {
      setFailure('');
      return register({ ...values, name: values.name.trim(), email: values.email.trim(), token });
    },
    onSuccess: (result, helpers) => {
      track({ kind: 'goal', goal: 'registration' });
      rememberPendingEmail(result.data.email || helpers.values.email.trim());
      openPopupOnNextPage(CONFIRMATION_POPUP_ID);
      helpers.reset(EMPTY);
      setDone(true);
    },
    onError: (error) => setFailure(failureText(error)),
  });

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => goTo(AFTER_REGISTRATION_URL), SUCCESS_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done]);

  if (done) {
    return (
      <div className="vt-account-form__success" role="status">
        <p className="vt-account-form__success-title">{REGISTRATION_SUCCESS.title}</p>
        <p>{REGISTRATION_SUCCESS.text}</p>
      </div>
    );
  }

  return (
    <form className="vt-account-form" noValidate aria-label="Регистрация" onSubmit={(event) => void form.handleSubmit(event)}>
      <FormError text={failure} />
      <TextField
        label="ФИО"
        name="name"
        autoComplete="name"
        required
        value={form.values.name}
        error={form.errors.name}
        onValue={(value) => form.setValue('name', value)}
      />
      <TextField
        label="E-mail"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={form.values.email}
        error={form.errors.email}
        onValue={(value) => form.setValue('email', value)}
      />
      <Field label="Телефон" error={form.errors.phone ?? null} required>
        <MaskedInput mask="phone" name="phone" value={form.values.phone} onChange={(masked) => form.setValue('phone', masked)} />
      </Field>
      <TextField
        label="Пароль"
        type="password"
        name="password"
        autoComplete="new-password"
        required
        value={form.values.password}
        error={form.errors.password}
        onValue={(value) => form.setValue('password', value)}
      />
      <TextField
        label="Повторите пароль"
        type="password"
        name="confirm"
        autoComplete="new-password"
        required
        value={form.values.confirm}
        error={form.errors.confirm}
        onValue={(value) => form.setValue('confirm', value)}
      />
      <div className="vt-account-form__actions">
        <button type="submit" className="vt-button vt-button--primary" disabled={form.submitting}>
          Зарегистрироваться
        </button>
      </div>
    </form>
  );
}
