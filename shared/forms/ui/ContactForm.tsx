import { useId, type ReactNode, type Ref } from 'react';
import type { SuccessMessage } from '../messages';
import type { FormState, FormValues } from '../useForm';
import { Consent, FormActions, FormAlert, FormNote, FormSuccess } from './parts';
import { CONTACT_FORM_CLASS, CONTACT_FORM_TITLE_CLASS } from './contact-form';

export interface ContactFormProps<V extends FormValues> {
  form: FormState<V>;
  /** The widget's own class, after `vt-account-form vt-contact-form`. */
  className: string;
  /** The heading ('' for none, when the page has its own). */
  title: string;
  /** The form's name when it has no heading. */
  label: string;
  /** The submit button's text, which the consent line names. */
  action: string;
  policyUrl: string;
  /** What the last sent request says (spec 8), or null. */
  success: SuccessMessage | null;
  formRef?: Ref<HTMLFormElement>;
  /** The fields. */
  children: ReactNode;
}

/**
 * A contact form (manager-call, cooperation-form): heading, the failure line, the fields, the consent
 * line, the submit button, the bot-check note and the success text in a live region.
 */
export function ContactForm<V extends FormValues>({ form, className, title, label, action, policyUrl, success, formRef, children }: ContactFormProps<V>) {
  const titleId = useId();
  return (
    <form
      ref={formRef}
      className={`${CONTACT_FORM_CLASS} ${className}`}
      noValidate
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : label}
      onSubmit={(event) => void form.handleSubmit(event)}
    >
      {title ? (
        <h2 id={titleId} className={CONTACT_FORM_TITLE_CLASS}>
          {title}
        </h2>
      ) : null}
      <FormAlert text={form.generalError} />
      {children}
      <Consent policyUrl={policyUrl} action={action} />
      <FormActions label={action} disabled={form.submitting} />
      <FormNote text={form.botCheckWarning} />
      <FormSuccess message={success} />
    </form>
  );
}
