import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { CONFIGURATION_ORDER_CODES } from '../../shared/forms/codes';
import { PHONE_LABEL } from '../../shared/forms/messages';
import { CONFIRM_ERROR } from '../../shared/configuration/steps';
import { fieldProps, useForm } from '../../shared/forms/useForm';
import { Field } from '../../shared/ui/Field';
import { useController } from '../../shared/controller/useController';
import { MaskedInput } from '../../shared/ui/MaskedInput';
import { TextField } from '../../shared/ui/TextField';
import { Consent, FormAlert } from '../../shared/forms/ui/parts';
import { createSummary, type SummaryController } from './controller';
import { SummaryEmpty, SummaryScheme, SummaryValues } from './details';
import type { ConfigurationSummaryProps } from './index';
import { pageSummaryIO } from './io';
import { CONTACT_FORM_CLASS, CONTACT_FORM_ROW_CLASS, CONTACT_FORM_TITLE_CLASS } from '../../shared/forms/ui/contact-form';

const LOADING_TEXT = 'Загружаем конфигурацию…';
const ACTION_TEXT = 'Отправить заказ';

type Values = { name: string; phone: string; email: string };
const EMPTY: Values = { name: '', phone: '', email: '' };

/**
 * /configuration/: the configured door's scheme and values and a contact form that sends it as an
 * order. The configuration is the `?config=` code of a share link or partner hand-off, checked
 * against the server's steps, or else the saved one the shopper confirmed in the configurator.
 */
export function ConfigurationSummary({ policyUrl, catalogUrl, configuratorUrl }: ConfigurationSummaryProps) {
  useSignals();
  const ctl = useController(() => createSummary(pageSummaryIO(catalogUrl)));
  const headingId = useId();
  const loaded = ctl.loaded.value;

  if (loaded.state === 'loading') {
    return (
      <section className="vt-configuration-summary" aria-busy="true">
        <p className="vt-configuration-summary__note" role="status">
          {LOADING_TEXT}
        </p>
      </section>
    );
  }
  if (loaded.state === 'none' || loaded.state === 'failed') return <SummaryEmpty ctl={ctl} configuratorUrl={configuratorUrl} />;

  const current = loaded.summary;
  return (
    <section className="vt-configuration-summary" aria-labelledby={headingId}>
      <div className="vt-configuration-summary__layout">
        <SummaryScheme ctl={ctl} summary={current} />
        <SummaryValues summary={current} headingId={headingId} configuratorUrl={configuratorUrl} />
      </div>
      {current.complete ? (
        ctl.done.value ? null : (
          <OrderForm ctl={ctl} policyUrl={policyUrl} />
        )
      ) : (
        <div className="vt-configuration-summary__incomplete">
          <p role="alert">{CONFIRM_ERROR}</p>
          <p>
            <a className="vt-button vt-button--primary" href={configuratorUrl}>
              Вернуться в конфигуратор
            </a>
          </p>
        </div>
      )}
    </section>
  );
}

function OrderForm({ ctl, policyUrl }: { ctl: SummaryController; policyUrl: string }) {
  useSignals();
  const formTitleId = useId();
  const form = useForm<Values>({
    initial: EMPTY,
    codes: CONFIGURATION_ORDER_CODES,
    action: 'configuration',
    submit: (values, token) => ctl.submitOrder(values, token),
    onSuccess: (_result, helpers) => helpers.reset(EMPTY),
  });
  return (
    <form
      className={`${CONTACT_FORM_CLASS} vt-configuration-summary__form`}
      noValidate
      aria-labelledby={formTitleId}
      onSubmit={(event) => void form.handleSubmit(event)}
    >
      <h2 id={formTitleId} className={CONTACT_FORM_TITLE_CLASS}>
        Оформить заказ
      </h2>
      <FormAlert text={[form.generalError, form.errors.config].filter(Boolean).join(' ')} />
      <div className={CONTACT_FORM_ROW_CLASS}>
        <TextField label="Имя" type="text" autoComplete="name" required {...fieldProps(form, 'name')} />
        <Field label={PHONE_LABEL} error={form.errors.phone ?? null} required>
          <MaskedInput mask="phone" name="phone" autoComplete="tel" value={form.values.phone} onChange={(masked) => form.setValue('phone', masked)} />
        </Field>
        <TextField label="E-mail" type="email" autoComplete="email" {...fieldProps(form, 'email')} />
      </div>
      <Consent policyUrl={policyUrl} action={ACTION_TEXT} />
      <div className="vt-account-form__actions">
        <button type="submit" className="vt-button vt-button--primary" disabled={form.submitting}>
          {ACTION_TEXT}
        </button>
      </div>
      {form.botCheckWarning ? <p className="vt-account-form__consent">{form.botCheckWarning}</p> : null}
    </form>
  );
}
