import { useState } from 'react';
import { login } from '../../shared/api/user';
import { LOGIN_CODES } from '../../shared/forms/codes';
import { refreshUser } from '../../shared/account/session';
import { failureText } from '../../shared/forms/model';
import { fieldProps, useForm } from '../../shared/forms/useForm';
import { FormActions, FormAlert } from '../../shared/forms/ui/parts';
import { navigate } from '../../shared/url/navigate';
import { openPopup } from '../../shared/store/popups';
import { TextField } from '../../shared/ui/TextField';
import { FORGOT_PASSWORD_POPUP_ID, loginTarget } from './model';

type Values = { email: string; password: string };

export interface LoginFormProps {
  policyUrl: string;
  requireLogin: boolean;
}

/**
 * E-mail and password. The password lives only in this component's state and the POST body: never
 * in storage, the URL or a log line. useForm throttles the button (1000 ms) and skips a submit while
 * one is in flight.
 */
export function LoginForm({ policyUrl, requireLogin }: LoginFormProps) {
  const [failure, setFailure] = useState('');
  const form = useForm<Values, { redirect: string }>({
    initial: { email: '', password: '' },
    codes: LOGIN_CODES,
    action: 'login',
    submit: (values, token) => {
      setFailure('');
      return login({ email: values.email.trim(), password: values.password, token });
    },
    onSuccess: (result, helpers) => {
      // Forget the password at once; the page changes next.
      helpers.reset({ email: helpers.values.email, password: '' });
      const target = loginTarget(requireLogin, window.location.href, result.data.redirect);
      void refreshUser().then(() => navigate(target));
    },
    onError: (error) => setFailure(failureText(error)),
  });

  return (
    <form className="vt-account-form" noValidate aria-label="Авторизация" onSubmit={(event) => void form.handleSubmit(event)}>
      <FormAlert text={failure} />
      <TextField label="E-mail" type="email" autoComplete="username" required {...fieldProps(form, 'email')} />
      <TextField label="Пароль" type="password" autoComplete="current-password" required {...fieldProps(form, 'password')} />
      <button
        type="button"
        className="vt-account-form__link"
        onClick={(event) => openPopup(FORGOT_PASSWORD_POPUP_ID, event.currentTarget)}
      >
        Забыли пароль?
      </button>
      <FormActions label="Войти" disabled={form.submitting} />
      <p className="vt-account-form__consent">
        Нажимая «Войти», вы соглашаетесь с{' '}
        <a href={policyUrl} target="_blank" rel="noopener">
          политикой обработки персональных данных
        </a>
        .
      </p>
    </form>
  );
}
