import { useSignals } from '@preact/signals-react/runtime';
import { useController } from '../../shared/controller/useController';
import { fieldProps, readForm } from '../../shared/forms/useForm';
import { FormActions, FormAlert } from '../../shared/forms/ui/parts';
import { TextField } from '../../shared/ui/TextField';
import { createForgotPassword } from './controller';
import { pageForgotPasswordIO } from './io';

/** E-mail; on success the server's message and the button hidden (spec 4). */
export function ForgotPasswordForm() {
  useSignals();
  const forgot = useController(() => createForgotPassword(pageForgotPasswordIO()));
  const form = readForm(forgot);
  const sent = forgot.sent.value;

  return (
    <form className="vt-account-form" noValidate aria-label="Восстановление пароля" onSubmit={(event) => void form.handleSubmit(event)}>
      <FormAlert text={forgot.failure.value} />
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
