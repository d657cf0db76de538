import { useEffect, useState } from 'react';
import { track } from '../../shared/analytics/track';
import { register } from '../../shared/api/user';
import { REGISTRATION_CODES } from '../../shared/forms/codes';
import { rememberPendingEmail } from '../../shared/account/confirmation';
import { PHONE_LABEL, REGISTRATION_SUCCESS, SUCCESS_REDIRECT_DELAY_MS } from '../../shared/forms/messages';
import { failureText } from '../../shared/forms/model';
import { fieldProps, useForm } from '../../shared/forms/useForm';
import { FormActions, FormAlert } from '../../shared/forms/ui/parts';
import { navigate } from '../../shared/url/navigate';
import { openPopupOnNextPage } from '../../shared/runtime/popup-opener';
import { MaskedField } from '../../shared/ui/MaskedInput';
import { TextField } from '../../shared/ui/TextField';
import { AFTER_REGISTRATION_URL, CONFIRMATION_POPUP_ID } from './model';

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
    const timer = setTimeout(() => navigate(AFTER_REGISTRATION_URL), SUCCESS_REDIRECT_DELAY_MS);
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
      <FormAlert text={failure} />
      <TextField label="ФИО" autoComplete="name" required {...fieldProps(form, 'name')} />
      <TextField label="E-mail" type="email" autoComplete="email" required {...fieldProps(form, 'email')} />
      <MaskedField label={PHONE_LABEL} mask="phone" required {...fieldProps(form, 'phone')} />
      <TextField label="Пароль" type="password" autoComplete="new-password" required {...fieldProps(form, 'password')} />
      <TextField label="Повторите пароль" type="password" autoComplete="new-password" required {...fieldProps(form, 'confirm')} />
      <FormActions label="Зарегистрироваться" disabled={form.submitting} />
    </form>
  );
}
