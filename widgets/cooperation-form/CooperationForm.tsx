import { useId, useState } from 'react';
import { track } from '../../shared/analytics/track';
import { sendCooperation } from '../../shared/api/forms';
import { COOPERATION_CODES } from '../../shared/forms/codes';
import { COOPERATION_SUCCESS, type SuccessMessage } from '../../shared/forms/messages';
import { useForm } from '../../shared/forms/useForm';
import { Field } from '../../shared/ui/Field';
import { MaskedInput } from '../../shared/ui/MaskedInput';
import { TextField } from '../../shared/ui/TextField';
import { Textarea } from '../../shared/ui/Textarea';
import { trimmed } from '../manager-call/model';
import { Consent, FormFailure, FormSuccess } from '../manager-call/parts';
import type { CooperationFormProps } from './index';

type Values = { name: string; email: string; phone: string; company: string; comment: string };
const EMPTY: Values = { name: '', email: '', phone: '', company: '', comment: '' };
const ACTION_TEXT = 'Отправить заявку';

/** 'Сотрудничество': name, e-mail, phone, company and comment (codes 4, 5, 1, 10, 11). Cleared once sent. */
export function CooperationForm({ policyUrl, title }: CooperationFormProps) {
  const titleId = useId();
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
  const text = (name: 'name' | 'email' | 'company', label: string, autoComplete: string, type = 'text') => (
    <TextField
      label={label}
      type={type}
      name={name}
      autoComplete={autoComplete}
      value={form.values[name]}
      error={form.errors[name]}
      onValue={(value) => form.setValue(name, value)}
    />
  );

  return (
    <form
      className="vt-account-form vt-contact-form vt-cooperation-form"
      noValidate
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : 'Сотрудничество'}
      onSubmit={(event) => void form.handleSubmit(event)}
    >
      {title ? (
        <h2 id={titleId} className="vt-contact-form__title">
          {title}
        </h2>
      ) : null}
      <FormFailure text={form.generalError} />
      <div className="vt-contact-form__row">
        {text('name', 'Имя', 'name')}
        {text('company', 'Компания', 'organization')}
        {text('email', 'E-mail', 'email', 'email')}
        <Field label="Телефон" error={form.errors.phone ?? null}>
          <MaskedInput mask="phone" name="phone" autoComplete="tel" value={form.values.phone} onChange={(masked) => form.setValue('phone', masked)} />
        </Field>
      </div>
      <Field label="Комментарий" error={form.errors.comment ?? null}>
        <Textarea className="vt-input" name="comment" maxLength={2000} value={form.values.comment} onChange={(event) => form.setValue('comment', event.currentTarget.value)} />
      </Field>
      <Consent policyUrl={policyUrl} action={ACTION_TEXT} />
      <div className="vt-account-form__actions">
        <button type="submit" className="vt-button vt-button--primary" disabled={form.submitting}>
          {ACTION_TEXT}
        </button>
      </div>
      {form.botCheckWarning ? <p className="vt-account-form__consent">{form.botCheckWarning}</p> : null}
      <FormSuccess message={done} />
    </form>
  );
}
