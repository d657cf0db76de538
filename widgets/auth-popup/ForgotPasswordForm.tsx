import { useState } from 'react';
import { forgotPassword } from '../../shared/api/user';
import { FORGOT_PASSWORD_CODES } from '../../shared/forms/codes';
import { failureText } from '../../shared/forms/model';
import { fieldProps, useForm } from '../../shared/forms/useForm';
import { FormActions, FormAlert } from '../../shared/forms/ui/parts';
import { TextField } from '../../shared/ui/TextField';

/** E-mail; on success the server's message and the button hidden (spec 4). */
export function ForgotPasswordForm() {
  const [failure, setFailure] = useState('');
  const [sent, setSent] = useState('');
  const form = useForm<{ email: string }, { mes: string }>({
    initial: { email: '' },
    codes: FORGOT_PASSWORD_CODES,
    action: 'forgot_password',
    submit: (values, token) => {
      setFailure('');
      return forgotPassword({ email: values.email.trim(), token });
    },
    onSuccess: (result) => setSent(result.data.mes || result.message),
    onError: (error) => setFailure(failureText(error)),
  });

  return (
    <form className="vt-account-form" noValidate aria-label="Восстановление пароля" onSubmit={(event) => void form.handleSubmit(event)}>
      <FormAlert text={failure} />
      <TextField label="E-mail" type="email" autoComplete="email" required readOnly={sent !== ''} {...fieldProps(form, 'email')} />
      {sent ? (
        <p className="vt-account-form__notice" role="status">
          {sent}
        </p>
      ) : (
        <FormActions label="Восстановить пароль" disabled={form.submitting} />
      )}
    </form>
  );
}
