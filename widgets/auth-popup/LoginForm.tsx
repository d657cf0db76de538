import { useSignals } from '@preact/signals-react/runtime';
import { useController } from '../../shared/controller/useController';
import { fieldProps, readForm } from '../../shared/forms/useForm';
import { FormActions, FormAlert } from '../../shared/forms/ui/parts';
import { openPopup } from '../../shared/store/popups';
import { TextField } from '../../shared/ui/TextField';
import { createLogin } from './controller';
import { pageLoginIO } from './io';
import { FORGOT_PASSWORD_POPUP_ID } from './model';

export interface LoginFormProps {
  policyUrl: string;
  requireLogin: boolean;
}

/** E-mail and password (createLogin). The form throttles the button (1000 ms) and skips a submit while one is in flight. */
export function LoginForm({ policyUrl, requireLogin }: LoginFormProps) {
  useSignals();
  const login = useController(() => createLogin(pageLoginIO(), { requireLogin }), [requireLogin]);
  const form = readForm(login);

  return (
    <form className="vt-account-form" noValidate aria-label="Авторизация" onSubmit={(event) => void form.handleSubmit(event)}>
      <FormAlert text={login.failure.value} />
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
