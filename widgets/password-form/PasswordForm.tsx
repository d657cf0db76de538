import { useSignals } from '@preact/signals-react/runtime';
import { useController } from '../../shared/controller/useController';
import { fieldProps, readForm } from '../../shared/forms/useForm';
import { FormActions, FormAlert, FormSuccess } from '../../shared/forms/ui/parts';
import { TextField } from '../../shared/ui/TextField';
import { createPasswordForm } from './controller';
import { pagePasswordIO } from './io';

/** New password and its repeat (createPasswordForm). Both fields are emptied after a change. */
export function PasswordForm() {
  useSignals();
  const password = useController(() => createPasswordForm(pagePasswordIO()));
  const form = readForm(password);

  return (
    <form className="vt-account-form vt-password-form" noValidate aria-labelledby="vt-password-form-title" onSubmit={(event) => void form.handleSubmit(event)}>
      <h3 id="vt-password-form-title" className="vt-account-form__title">
        Смена пароля
      </h3>
      <FormAlert text={password.failure.value} />
      <TextField label="Новый пароль" type="password" autoComplete="new-password" {...fieldProps(form, 'password')} />
      <TextField label="Повторите пароль" type="password" autoComplete="new-password" {...fieldProps(form, 'confirm')} />
      <FormActions label="Изменить пароль" disabled={form.submitting} />
      <FormSuccess message={password.done.value} />
    </form>
  );
}
