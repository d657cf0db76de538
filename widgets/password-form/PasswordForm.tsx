import { useState } from 'react';
import { changePassword, type UpdateAnswer } from '../../shared/api/user';
import { PASSWORD_CODES } from '../../shared/forms/codes';
import { failureText } from '../../shared/forms/model';
import { fieldProps, useForm } from '../../shared/forms/useForm';
import { FormActions, FormAlert, FormSuccess } from '../../shared/forms/ui/parts';
import { TextField } from '../../shared/ui/TextField';

type Values = { password: string; confirm: string };
const EMPTY: Values = { password: '', confirm: '' };

/** New password and its repeat (codes 2 and 3). Both fields are emptied after a change. */
export function PasswordForm() {
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState('');
  const form = useForm<Values, UpdateAnswer>({
    initial: EMPTY,
    codes: PASSWORD_CODES,
    action: 'password',
    submit: (values, token) => {
      setFailure('');
      setDone('');
      return changePassword({ ...values, token });
    },
    onSuccess: (result, helpers) => {
      helpers.reset(EMPTY);
      setDone(result.message || 'Пароль успешно изменен.');
    },
    onError: (error) => setFailure(failureText(error)),
  });

  return (
    <form className="vt-account-form vt-password-form" noValidate aria-labelledby="vt-password-form-title" onSubmit={(event) => void form.handleSubmit(event)}>
      <h3 id="vt-password-form-title" className="vt-profile-form__title">
        Смена пароля
      </h3>
      <FormAlert text={failure} />
      <TextField label="Новый пароль" type="password" autoComplete="new-password" {...fieldProps(form, 'password')} />
      <TextField label="Повторите пароль" type="password" autoComplete="new-password" {...fieldProps(form, 'confirm')} />
      <FormActions label="Изменить пароль" disabled={form.submitting} />
      <FormSuccess message={done} />
    </form>
  );
}
