import { useSignals } from '@preact/signals-react/runtime';
import { useController } from '../../shared/controller/useController';
import { COOPERATION_SUCCESS, PHONE_LABEL } from '../../shared/forms/messages';
import { fieldProps, readForm } from '../../shared/forms/useForm';
import { ContactForm } from '../../shared/forms/ui/ContactForm';
import { Field } from '../../shared/ui/Field';
import { MaskedField } from '../../shared/ui/MaskedInput';
import { TextField } from '../../shared/ui/TextField';
import { Textarea } from '../../shared/ui/Textarea';
import { createCooperation } from './controller';
import type { CooperationFormProps } from './index';
import { pageCooperationIO } from './io';
import { CONTACT_FORM_ROW_CLASS } from '../../shared/forms/ui/contact-form';

/** 'Сотрудничество': name, e-mail, phone, company and comment (createCooperation). Cleared once sent. */
export function CooperationForm({ policyUrl, title }: CooperationFormProps) {
  useSignals();
  const cooperation = useController(() => createCooperation(pageCooperationIO()));
  const form = readForm(cooperation);

  return (
    <ContactForm
      form={form}
      className="vt-cooperation-form"
      title={title}
      label={COOPERATION_SUCCESS.title}
      action="Отправить заявку"
      policyUrl={policyUrl}
      success={cooperation.done.value}
    >
      <div className={CONTACT_FORM_ROW_CLASS}>
        <TextField label="Имя" type="text" autoComplete="name" {...fieldProps(form, 'name')} />
        <TextField label="Компания" type="text" autoComplete="organization" {...fieldProps(form, 'company')} />
        <TextField label="E-mail" type="email" autoComplete="email" {...fieldProps(form, 'email')} />
        <MaskedField label={PHONE_LABEL} mask="phone" autoComplete="tel" {...fieldProps(form, 'phone')} />
      </div>
      <Field label="Комментарий" error={form.errors.comment ?? null}>
        <Textarea name="comment" maxLength={2000} value={form.values.comment} onChange={(event) => form.setValue('comment', event.currentTarget.value)} />
      </Field>
    </ContactForm>
  );
}
