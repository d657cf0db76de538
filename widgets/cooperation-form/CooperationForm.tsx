import { useState } from 'react';
import { track } from '../../shared/analytics/track';
import { sendCooperation } from '../../shared/api/forms';
import { COOPERATION_CODES } from '../../shared/forms/codes';
import { COOPERATION_SUCCESS, PHONE_LABEL, type SuccessMessage } from '../../shared/forms/messages';
import { trimmed } from '../../shared/forms/model';
import { fieldProps, useForm } from '../../shared/forms/useForm';
import { ContactForm } from '../../shared/forms/ui/ContactForm';
import { Field } from '../../shared/ui/Field';
import { MaskedField } from '../../shared/ui/MaskedInput';
import { TextField } from '../../shared/ui/TextField';
import { Textarea } from '../../shared/ui/Textarea';
import type { CooperationFormProps } from './index';

type Values = { name: string; email: string; phone: string; company: string; comment: string };
const EMPTY: Values = { name: '', email: '', phone: '', company: '', comment: '' };

/** 'Сотрудничество': name, e-mail, phone, company and comment (codes 4, 5, 1, 10, 11). Cleared once sent. */
export function CooperationForm({ policyUrl, title }: CooperationFormProps) {
  const [done, setDone] = useState<SuccessMessage | null>(null);
  const form = useForm<Values>({
    initial: EMPTY,
    codes: COOPERATION_CODES,
    action: 'cooperation',
    submit: (values, token) => {
      setDone(null);
      return sendCooperation({ ...trimmed(values), token });
    },
    onSuccess: (_result, helpers) => {
      track({ kind: 'goal', goal: 'cooperation' });
      helpers.reset(EMPTY);
      setDone(COOPERATION_SUCCESS);
    },
  });

  return (
    <ContactForm
      form={form}
      className="vt-cooperation-form"
      title={title}
      label={COOPERATION_SUCCESS.title}
      action="Отправить заявку"
      policyUrl={policyUrl}
      success={done}
    >
      <div className="vt-contact-form__row">
        <TextField label="Имя" type="text" autoComplete="name" {...fieldProps(form, 'name')} />
        <TextField label="Компания" type="text" autoComplete="organization" {...fieldProps(form, 'company')} />
        <TextField label="E-mail" type="email" autoComplete="email" {...fieldProps(form, 'email')} />
        <MaskedField label={PHONE_LABEL} mask="phone" autoComplete="tel" {...fieldProps(form, 'phone')} />
      </div>
      <Field label="Комментарий" error={form.errors.comment ?? null}>
        <Textarea className="vt-input" name="comment" maxLength={2000} value={form.values.comment} onChange={(event) => form.setValue('comment', event.currentTarget.value)} />
      </Field>
    </ContactForm>
  );
}
