import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { updateProfile, type UpdateAnswer } from '../../shared/api/user';
import { PROFILE_CODES } from '../../shared/forms/codes';
import { rememberPendingEmail } from '../../shared/account/confirmation';
import { refreshUser } from '../../shared/account/session';
import { PHONE_LABEL, SUCCESS_REDIRECT_DELAY_MS, type SuccessMessage } from '../../shared/forms/messages';
import { failureText } from '../../shared/forms/model';
import { fieldProps, useForm } from '../../shared/forms/useForm';
import { FormActions, FormAlert, FormSuccess } from '../../shared/forms/ui/parts';
import { navigate } from '../../shared/url/navigate';
import { loadUser, user } from '../../shared/store/user';
import { MaskedField } from '../../shared/ui/MaskedInput';
import { TextField } from '../../shared/ui/TextField';
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
      const email = values.email.trim();
      // The e-mail the form was filled with: a CMS that does not say `emailChanged` is judged by it.
      return updateProfile({ ...values, name: values.name.trim(), email, token }, user.peek()?.profile?.email ?? email);
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
    const timer = setTimeout(() => navigate(confirmationUrl), SUCCESS_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [goConfirm, confirmationUrl]);

  return (
    <form className="vt-account-form vt-profile-form" noValidate aria-labelledby="vt-profile-form-title" onSubmit={(event) => void form.handleSubmit(event)}>
      <h3 id="vt-profile-form-title" className="vt-profile-form__title">
        Личный кабинет
      </h3>
      <FormAlert text={failure} />
      <TextField label="ФИО" autoComplete="name" {...fieldProps(form, 'name')} />
      <MaskedField label={PHONE_LABEL} mask="phone" {...fieldProps(form, 'phone')} />
      <MaskedField label="Дата рождения" mask="date" {...fieldProps(form, 'birthday')} />
      <TextField label="E-mail" type="email" autoComplete="email" {...fieldProps(form, 'email')} />
      <label className="vt-account-form__check">
        <input
          type="checkbox"
          name="subscription"
          checked={form.values.subscription}
          onChange={(event) => form.setValue('subscription', event.currentTarget.checked)}
        />
        Уведомлять о новых статьях
      </label>
      <FormActions label="Сохранить" disabled={form.submitting || !profile} />
      <FormSuccess message={saved} />
    </form>
  );
}
