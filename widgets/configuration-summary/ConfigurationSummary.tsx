import { useEffect, useId, useRef, useState } from 'react';
import { track } from '../../shared/analytics/track';
import { navigate } from '../../shared/url/navigate';
import { getConfiguratorSteps, getSchemeUrl, sendConfigurationOrder } from '../../shared/api/configurator';
import { isApiError, resolveApiUrl } from '../../shared/api/http';
import { clearSaved, loadSaved, type ConfigurationSummary as Summary } from '../../shared/configuration/saved';
import { SchemeFailed } from '../../shared/configuration/SchemeFailed';
import { CONFIGURATION_ORDER_CODES } from '../../shared/forms/codes';
import { CONFIGURATOR_INCOMPLETE, CONFIGURATOR_ORDER_SUCCESS, UNEXPECTED_ERROR } from '../../shared/forms/messages';
import { useForm } from '../../shared/forms/useForm';
import { Field } from '../../shared/ui/Field';
import { MaskedInput } from '../../shared/ui/MaskedInput';
import { TOAST_DURATION_MS, toastSuccess } from '../../shared/ui/toast';
import { Consent, FormFailure } from '../manager-call/parts';
import type { ConfigurationSummaryProps } from './index';
import { absoluteOn, orderPayload, pickSource, restoreShared, schemeAlt, summaryFromState, type SummarySource } from './model';

export const NOT_CHOSEN_TEXT = 'Конфигурация не выбрана.';
const LOADING_TEXT = 'Загружаем конфигурацию…';
const SCHEME_FAILED_TEXT = 'Не удалось загрузить схему. Заказ можно отправить и без неё.';
const ACTION_TEXT = 'Отправить заказ';

type Loaded =
  | { state: 'loading' }
  | { state: 'none' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; source: SummarySource['kind']; summary: Summary };

type SchemeState = { state: 'idle' | 'loading' } | { state: 'failed'; reason: string } | { state: 'ready'; src: string };

type Values = { name: string; phone: string; email: string };
const EMPTY: Values = { name: '', phone: '', email: '' };

function failureText(error: unknown): string {
  return isApiError(error) ? error.message : UNEXPECTED_ERROR;
}

/**
 * /configuration/: the configured door's scheme and values and a contact form that sends it as an
 * order. The configuration is the `?config=` code of a share link or partner hand-off, checked
 * against the server's steps, or else the saved one the shopper confirmed in the configurator.
 */
export function ConfigurationSummary({ policyUrl, catalogUrl, configuratorUrl }: ConfigurationSummaryProps) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [scheme, setScheme] = useState<SchemeState>({ state: 'idle' });
  const [done, setDone] = useState(false);
  const headingId = useId();
  const formTitleId = useId();

  useEffect(() => {
    let live = true;
    const source = pickSource(window.location.search, loadSaved());
    if (source.kind === 'none') {
      setLoaded({ state: 'none' });
      return;
    }
    if (source.kind === 'saved') {
      setLoaded({ state: 'ready', source: 'saved', summary: summaryFromState(source.saved) });
      return;
    }
    setLoaded({ state: 'loading' });
    restoreShared(source.selection, (parent) => getConfiguratorSteps(parent)).then(
      (restored) => {
        if (live) setLoaded({ state: 'ready', source: 'share', summary: summaryFromState(restored) });
      },
      (error: unknown) => {
        if (live) setLoaded({ state: 'failed', message: failureText(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const summary = loaded.state === 'ready' ? loaded.summary : null;
  const params = summary?.scheme ?? null;
  const schemeKey = params ? `${params.model}/${String(params.handle)}/${params.side}` : '';

  const [schemeAttempt, setSchemeAttempt] = useState(0);
  const paramsRef = useRef(params);
  paramsRef.current = params;

  // Keyed by the choices, not the summary object: the same choices never load the scheme twice.
  useEffect(() => {
    const wanted = paramsRef.current;
    if (!wanted) {
      setScheme({ state: 'idle' });
      return;
    }
    let live = true;
    setScheme({ state: 'loading' });
    getSchemeUrl(wanted.model, wanted.handle, wanted.side).then(
      (src) => {
        if (live) setScheme(src ? { state: 'ready', src } : { state: 'failed', reason: '' });
      },
      (error: unknown) => {
        // Why it failed (the server's words, a lost network): the shopper can judge whether to retry.
        if (live) setScheme({ state: 'failed', reason: failureText(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [schemeKey, schemeAttempt]);

  const form = useForm<Values>({
    initial: EMPTY,
    codes: CONFIGURATION_ORDER_CODES,
    action: 'configuration',
    submit: (values, token) => {
      const schemeSrc = scheme.state === 'ready' ? scheme.src : '';
      return sendConfigurationOrder({ ...orderPayload(values, summary as Summary, schemeSrc), token });
    },
    onSuccess: (_result, helpers) => {
      track({ kind: 'goal', goal: 'configurationOrder' });
      helpers.reset(EMPTY);
      // The order is with the shop: the configurator starts afresh next time. A shared link's
      // configuration was never saved here, so a saved one of the shopper's own stays.
      if (loaded.state === 'ready' && loaded.source === 'saved') clearSaved();
      // Spec 7: a success toast, then the catalogue.
      toastSuccess(`${CONFIGURATOR_ORDER_SUCCESS.title} ${CONFIGURATOR_ORDER_SUCCESS.text}`);
      setDone(true);
    },
  });

  useEffect(() => {
    if (!done) return;
    // The toast's own time on screen, so it is read before the page changes.
    const timer = setTimeout(() => navigate(catalogUrl), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [done, catalogUrl]);

  if (loaded.state === 'loading') {
    return (
      <section className="vt-configuration-summary" aria-busy="true">
        <p className="vt-configuration-summary__note" role="status">
          {LOADING_TEXT}
        </p>
      </section>
    );
  }

  if (loaded.state === 'none' || loaded.state === 'failed') {
    return (
      <section className="vt-configuration-summary vt-configuration-summary--empty">
        {loaded.state === 'failed' ? (
          <div className="vt-configuration-summary__failure" role="alert">
            <p>{loaded.message}</p>
            <button type="button" className="vt-button vt-button--primary" onClick={() => setAttempt((count) => count + 1)}>
              Повторить
            </button>
          </div>
        ) : (
          <p className="vt-configuration-summary__empty">{NOT_CHOSEN_TEXT}</p>
        )}
        <p>
          <a className="vt-button vt-button--primary" href={configuratorUrl}>
            Перейти в конфигуратор
          </a>
        </p>
      </section>
    );
  }

  const current = loaded.summary;
  return (
    <section className="vt-configuration-summary" aria-labelledby={headingId}>
      <div className="vt-configuration-summary__layout">
        <figure className="vt-configuration-summary__scheme">
          {scheme.state === 'ready' ? (
            <img src={absoluteOn(resolveApiUrl('/'), scheme.src)} alt={schemeAlt(current)} width={800} height={600} />
          ) : (
            <div className="vt-configuration-summary__scheme-placeholder">
              {scheme.state === 'failed' ? (
                <SchemeFailed text={SCHEME_FAILED_TEXT} reason={scheme.reason} onRetry={() => setSchemeAttempt((count) => count + 1)} />
              ) : scheme.state === 'loading' ? (
                <p>Загружаем схему…</p>
              ) : (
                <p>{NOT_CHOSEN_TEXT}</p>
              )}
            </div>
          )}
        </figure>
        <div className="vt-configuration-summary__details">
          <h2 id={headingId} className="vt-configuration-summary__title">
            Выбранные параметры
          </h2>
          <dl className="vt-configuration-summary__values">
            {current.rows.map((row, index) => (
              <div key={`${index}-${row.title}`} className="vt-configuration-summary__row">
                <dt>{row.title}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
          <p>
            <a className="vt-configuration-summary__link" href={configuratorUrl}>
              Изменить в конфигураторе
            </a>
          </p>
        </div>
      </div>
      {current.complete ? (
        <>
          {done ? null : (
          <form
            className="vt-account-form vt-contact-form vt-configuration-summary__form"
            noValidate
            aria-labelledby={formTitleId}
            onSubmit={(event) => void form.handleSubmit(event)}
          >
            <h2 id={formTitleId} className="vt-contact-form__title">
              Оформить заказ
            </h2>
            <FormFailure text={[form.generalError, form.errors.config].filter(Boolean).join(' ')} />
            <div className="vt-contact-form__row">
              <Field label="Имя" error={form.errors.name ?? null} required>
                <input
                  className="vt-input"
                  type="text"
                  name="name"
                  autoComplete="name"
                  value={form.values.name}
                  onChange={(event) => form.setValue('name', event.currentTarget.value)}
                />
              </Field>
              <Field label="Телефон" error={form.errors.phone ?? null} required>
                <MaskedInput mask="phone" name="phone" autoComplete="tel" value={form.values.phone} onChange={(masked) => form.setValue('phone', masked)} />
              </Field>
              <Field label="E-mail" error={form.errors.email ?? null}>
                <input
                  className="vt-input"
                  type="email"
                  name="email"
                  autoComplete="email"
                  value={form.values.email}
                  onChange={(event) => form.setValue('email', event.currentTarget.value)}
                />
              </Field>
            </div>
            <Consent policyUrl={policyUrl} action={ACTION_TEXT} />
            <div className="vt-account-form__actions">
              <button type="submit" className="vt-button vt-button--primary" disabled={form.submitting}>
                {ACTION_TEXT}
              </button>
            </div>
            {form.botCheckWarning ? <p className="vt-account-form__consent">{form.botCheckWarning}</p> : null}
          </form>
          )}
        </>
      ) : (
        <div className="vt-configuration-summary__incomplete">
          <p role="alert">{CONFIGURATOR_INCOMPLETE}</p>
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
