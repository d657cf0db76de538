import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { updateProfile, type UpdateAnswer } from '../../shared/api/user';
import { PROFILE_CODES } from '../../shared/forms/codes';
import { SUCCESS_REDIRECT_DELAY_MS, type SuccessMessage } from '../../shared/forms/messages';
import { useForm } from '../../shared/forms/useForm';
import { loadUser, user } from '../../shared/store/user';
import { Field } from '../../shared/ui/Field';
import { MaskedInput } from '../../shared/ui/MaskedInput';
import { TextField } from '../../shared/ui/TextField';
import { FormError, failureText, goTo, refreshUser } from '../auth-popup/parts';
import { rememberPendingEmail } from '../confirmation/model';
import type { ProfileFormProps } from './index';
import { EMPTY_PROFILE, savedMessage, valuesFromProfile, type ProfileValues } from './model';

/**
 * 'Личный кабинет': name, phone, birthday, e-mail and the subscription, filled from the shared user.
 * A new e-mail applies once confirmed: the shopper is sent to the confirmation page after 5 s.
 */
export function ProfileForm({ confirmationUrl }: ProfileFormProps) {
  useSignals();
  const profile = user.value?.profile ?? null;
  const [failure, setFailure] = useState('');
  const [saved, setSaved] = useState<SuccessMessage | null>(null);
  const [goConfirm, setGoConfirm] = useState(false);
  const filled = useRef(false);

  const form = useForm<ProfileValues, UpdateAnswer>({
    initial: EMPTY_PROFILE,
    codes: PROFILE_CODES,
    action: 'profile',
    submit: (values, token) => {
      setFailure('');
      setSaved(null);
      return updateProfile({ ...values, name: values.name.trim(), email: values.email.trim(), token });
    },
    onSuccess: (result, helpers) => {
      const emailChanged = result.data.emailChanged;
      setSaved(savedMessage(emailChanged));
      if (emailChanged) {
        rememberPendingEmail(helpers.values.email.trim());
        setGoConfirm(true);
      }
      void refreshUser();
    },
    onError: (error) => setFailure(failureText(error)),
  });

  useEffect(() => {
    void loadUser();
  }, []);

  // Fill once from the profile; later refreshes never overwrite what the shopper is typing.
  const { reset } = form;
  useEffect(() => {
    if (filled.current || !profile) return;
    filled.current = true;
    reset(valuesFromProfile(profile));
  }, [profile, reset]);

  useEffect(() => {
    if (!goConfirm) return;
    const timer = setTimeout(() => goTo(confirmationUrl), SUCCESS_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [goConfirm, confirmationUrl]);

  return (
    <form className="vt-account-form vt-profile-form" noValidate aria-labelledby="vt-profile-form-title" onSubmit={(event) => void form.handleSubmit(event)}>
      <h3 id="vt-profile-form-title" className="vt-profile-form__title">
        Личный кабинет
      </h3>
      <FormError text={failure} />
      <TextField
        label="ФИО"
        name="name"
        autoComplete="name"
        value={form.values.name}
        error={form.errors.name}
        onValue={(value) => form.setValue('name', value)}
      />
      <Field label="Телефон" error={form.errors.phone ?? null}>
        <MaskedInput mask="phone" name="phone" value={form.values.phone} onChange={(masked) => form.setValue('phone', masked)} />
      </Field>
      <Field label="Дата рождения" error={form.errors.birthday ?? null}>
        <MaskedInput mask="date" name="birthday" value={form.values.birthday} onChange={(masked) => form.setValue('birthday', masked)} />
      </Field>
      <TextField
        label="E-mail"
        type="email"
        name="email"
        autoComplete="email"
        value={form.values.email}
        error={form.errors.email}
        onValue={(value) => form.setValue('email', value)}
      />
      <label className="vt-account-form__check">
        <input
          type="checkbox"
          name="subscription"
          checked={form.values.subscription}
          onChange={(event) => form.setValue('subscription', event.currentTarget.checked)}
        />
        Уведомлять о новых статьях
      </label>
      <div className="vt-account-form__actions">
        <button type="submit" className="vt-button vt-button--primary" disabled={form.submitting || !profile}>
          Сохранить
        </button>
      </div>
      <div role="status">
        {saved ? (
          <p className="vt-account-form__notice">
            <strong>{saved.title}</strong>
            <br />
            {saved.text}
          </p>
        ) : null}
      </div>
    </form>
  );
}
