import { useSignals } from '@preact/signals-react/runtime';
import { useRef } from 'react';
import { useController } from '../../shared/controller/useController';
import { MANAGER_CALL_SUCCESS, PHONE_LABEL } from '../../shared/forms/messages';
import { fieldProps, readForm } from '../../shared/forms/useForm';
import { ContactForm } from '../../shared/forms/ui/ContactForm';
import { MaskedField } from '../../shared/ui/MaskedInput';
import { TextField } from '../../shared/ui/TextField';
import { createManagerCall } from './controller';
import type { ManagerCallProps } from './index';
import { pageManagerCallIO } from './io';
import { CONTACT_FORM_ROW_CLASS } from '../../shared/forms/ui/contact-form';

/** Name and phone; on success the texts of spec 8, the form cleared and the `back_call` goal reported (createManagerCall). */
export function ManagerCall({ policyUrl, metrikaId, goal, title }: ManagerCallProps) {
  useSignals();
  const formRef = useRef<HTMLFormElement>(null);
  const call = useController(() => createManagerCall(pageManagerCallIO(() => formRef.current), { metrikaId, goal }), [metrikaId, goal]);
  const form = readForm(call);

  return (
    <ContactForm
      form={form}
      formRef={formRef}
      className="vt-manager-call"
      title={title}
      label={MANAGER_CALL_SUCCESS.title}
      action="Перезвоните мне"
      policyUrl={policyUrl}
      success={call.done.value}
    >
      <div className={CONTACT_FORM_ROW_CLASS}>
        <TextField label="Имя" autoComplete="name" {...fieldProps(form, 'name')} />
        <MaskedField label={PHONE_LABEL} mask="phone" autoComplete="tel" {...fieldProps(form, 'phone')} />
      </div>
    </ContactForm>
  );
}
