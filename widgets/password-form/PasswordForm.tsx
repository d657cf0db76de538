import { useState } from 'react';
import { changePassword, type UpdateAnswer } from '../../shared/api/user';
import { PASSWORD_CODES } from '../../shared/forms/codes';
import { useForm } from '../../shared/forms/useForm';
import { TextField } from '../../shared/ui/TextField';
import { FormError, failureText } from '../auth-popup/parts';

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
      <FormError text={failure} />
      <TextField
        label="Новый пароль"
        type="password"
        name="password"
        autoComplete="new-password"
        value={form.values.password}
        error={form.errors.password}
        onValue={(value) => form.setValue('password', value)}
      />
      <TextField
        label="Повторите пароль"
        type="password"
        name="confirm"
        autoComplete="new-password"
        value={form.values.confirm}
        error={form.errors.confirm}
        onValue={(value) => form.setValue('confirm', value)}
      />
      <div className="vt-account-form__actions">
        <button type="submit" className="vt-button vt-button--primary" disabled={form.submitting}>
          Изменить пароль
        </button>
      </div>
      <div role="status">{done ? <p className="vt-account-form__notice">{done}</p> : null}</div>
    </form>
  );
}
