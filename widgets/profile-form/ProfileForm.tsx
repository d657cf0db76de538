import { useSignals } from '@preact/signals-react/runtime';
import { useController } from '../../shared/controller/useController';
import { PHONE_LABEL } from '../../shared/forms/messages';
import { fieldProps, readForm } from '../../shared/forms/useForm';
import { FormActions, FormAlert, FormSuccess } from '../../shared/forms/ui/parts';
import { MaskedField } from '../../shared/ui/MaskedInput';
import { TextField } from '../../shared/ui/TextField';
import { createProfileForm } from './controller';
import type { ProfileFormProps } from './index';
import { pageProfileIO } from './io';

/**
 * 'Личный кабинет': name, phone, birthday, e-mail and the subscription, filled from the shared user
 * (createProfileForm). A new e-mail applies once confirmed: the shopper is sent to the confirmation page after 5 s.
 */
export function ProfileForm({ confirmationUrl }: ProfileFormProps) {
  useSignals();
  const profile = useController(() => createProfileForm(pageProfileIO(), { confirmationUrl }), [confirmationUrl]);
  const form = readForm(profile);

  return (
    <form className="vt-account-form vt-profile-form" noValidate aria-labelledby="vt-profile-form-title" onSubmit={(event) => void form.handleSubmit(event)}>
      <h3 id="vt-profile-form-title" className="vt-account-form__title">
        Личный кабинет
      </h3>
      <FormAlert text={profile.failure.value} />
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
      <FormActions label="Сохранить" disabled={form.submitting || !profile.ready.value} />
      <FormSuccess message={profile.saved.value} />
    </form>
  );
}
