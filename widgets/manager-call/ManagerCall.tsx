import { useRef, useState } from 'react';
import { track } from '../../shared/analytics/track';
import { sendManagerCall } from '../../shared/api/forms';
import { MANAGER_CALL_CODES } from '../../shared/forms/codes';
import { MANAGER_CALL_SUCCESS, PHONE_LABEL, type SuccessMessage } from '../../shared/forms/messages';
import { trimmed } from '../../shared/forms/model';
import { fieldProps, useForm } from '../../shared/forms/useForm';
import { ContactForm } from '../../shared/forms/ui/ContactForm';
import { MaskedField } from '../../shared/ui/MaskedInput';
import { TextField } from '../../shared/ui/TextField';
import type { ManagerCallProps } from './index';
import { BACK_CALL_GOAL, reachGoal } from './model';

type Values = { name: string; phone: string };
const EMPTY: Values = { name: '', phone: '' };

/** Name and phone; on success the texts of spec 8, the form cleared and the `back_call` goal reported. */
export function ManagerCall({ policyUrl, metrikaId, goal, title }: ManagerCallProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [done, setDone] = useState<SuccessMessage | null>(null);
  const form = useForm<Values>({
    initial: EMPTY,
    codes: MANAGER_CALL_CODES,
    action: 'manager_call',
    submit: (values, token) => {
      setDone(null);
      return sendManagerCall({ ...trimmed(values), token });
    },
    onSuccess: (_result, helpers) => {
      helpers.reset(EMPTY);
      setDone(MANAGER_CALL_SUCCESS);
      // With analytics configured its goal is the one report; without, the counter the props name.
      if (!track({ kind: 'goal', goal: 'callback', name: goal, counter: metrikaId })) reachGoal(window as { ym?: unknown }, metrikaId ?? null, goal ?? BACK_CALL_GOAL);
      // Other analytics (GA, a tag manager) listen for this instead.
      formRef.current?.dispatchEvent(new CustomEvent('vitrina:goal', { bubbles: true, detail: { goal: goal ?? BACK_CALL_GOAL } }));
    },
  });

  return (
    <ContactForm
      form={form}
      formRef={formRef}
      className="vt-manager-call"
      title={title}
      label={MANAGER_CALL_SUCCESS.title}
      action="Перезвоните мне"
      policyUrl={policyUrl}
      success={done}
    >
      <div className="vt-contact-form__row">
        <TextField label="Имя" autoComplete="name" {...fieldProps(form, 'name')} />
        <MaskedField label={PHONE_LABEL} mask="phone" autoComplete="tel" {...fieldProps(form, 'phone')} />
      </div>
    </ContactForm>
  );
}
