import { useId, useRef, useState } from 'react';
import { track } from '../../shared/analytics/track';
import { sendManagerCall } from '../../shared/api/forms';
import { MANAGER_CALL_CODES } from '../../shared/forms/codes';
import { MANAGER_CALL_SUCCESS, type SuccessMessage } from '../../shared/forms/messages';
import { useForm } from '../../shared/forms/useForm';
import { Field } from '../../shared/ui/Field';
import { MaskedInput } from '../../shared/ui/MaskedInput';
import { TextField } from '../../shared/ui/TextField';
import type { ManagerCallProps } from './index';
import { BACK_CALL_GOAL, reachGoal, trimmed } from './model';
import { Consent, FormFailure, FormSuccess } from './parts';

type Values = { name: string; phone: string };
const EMPTY: Values = { name: '', phone: '' };
const ACTION_TEXT = 'Перезвоните мне';

/** Name and phone; on success the texts of spec 8, the form cleared and the `back_call` goal reported. */
export function ManagerCall({ policyUrl, metrikaId, goal, title }: ManagerCallProps) {
  const titleId = useId();
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
    <form
      ref={formRef}
      className="vt-account-form vt-contact-form vt-manager-call"
      noValidate
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : 'Связь с менеджером'}
      onSubmit={(event) => void form.handleSubmit(event)}
    >
      {title ? (
        <h2 id={titleId} className="vt-contact-form__title">
          {title}
        </h2>
      ) : null}
      <FormFailure text={form.generalError} />
      <div className="vt-contact-form__row">
        <TextField label="Имя" name="name" autoComplete="name" value={form.values.name} error={form.errors.name} onValue={(value) => form.setValue('name', value)} />
        <Field label="Телефон" error={form.errors.phone ?? null}>
          <MaskedInput mask="phone" name="phone" autoComplete="tel" value={form.values.phone} onChange={(masked) => form.setValue('phone', masked)} />
        </Field>
      </div>
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
