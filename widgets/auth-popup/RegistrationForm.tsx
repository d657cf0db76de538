import { useSignals } from '@preact/signals-react/runtime';
import { useController } from '../../shared/controller/useController';
import { PHONE_LABEL, REGISTRATION_SUCCESS } from '../../shared/forms/messages';
import { fieldProps, readForm } from '../../shared/forms/useForm';
import { FormActions, FormAlert } from '../../shared/forms/ui/parts';
import { MaskedField } from '../../shared/ui/MaskedInput';
import { TextField } from '../../shared/ui/TextField';
import { createRegistration } from './controller';
import { pageRegistrationIO } from './io';

/**
 * ФИО, E-mail, Телефон (mask; a pasted 8 912… keeps the national digits), Пароль, Повторите пароль.
 * Success: the spec's thanks, then /catalog/ after 5 s, where the confirmation popup opens (createRegistration).
 */
export function RegistrationForm() {
  useSignals();
  const registration = useController(() => createRegistration(pageRegistrationIO()));
  const form = readForm(registration);

  if (registration.done.value) {
    return (
      <div className="vt-account-form__success" role="status">
        <p className="vt-account-form__success-title">{REGISTRATION_SUCCESS.title}</p>
        <p>{REGISTRATION_SUCCESS.text}</p>
      </div>
    );
  }

  return (
    <form className="vt-account-form" noValidate aria-label="Регистрация" onSubmit={(event) => void form.handleSubmit(event)}>
      <FormAlert text={registration.failure.value} />
      <TextField label="ФИО" autoComplete="name" required {...fieldProps(form, 'name')} />
      <TextField label="E-mail" type="email" autoComplete="email" required {...fieldProps(form, 'email')} />
      <MaskedField label={PHONE_LABEL} mask="phone" required {...fieldProps(form, 'phone')} />
      <TextField label="Пароль" type="password" autoComplete="new-password" required {...fieldProps(form, 'password')} />
      <TextField label="Повторите пароль" type="password" autoComplete="new-password" required {...fieldProps(form, 'confirm')} />
      <FormActions label="Зарегистрироваться" disabled={form.submitting} />
    </form>
  );
}
