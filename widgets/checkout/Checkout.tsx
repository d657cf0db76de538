import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { track } from '../../shared/analytics/track';
import { navigate } from '../../shared/url/navigate';
import { makeOrder, orderPageUrl, validateOrder, type OrderResponse } from '../../shared/api/orders';
import { getBotCheckToken } from '../../shared/forms/botcheck';
import { createSubmitGate, errorToFormErrors } from '../../shared/forms/model';
import { formatPrice } from '../../shared/format/price';
import { emit } from '../../shared/runtime/events';
import { closePopup, openPopup } from '../../shared/store/popups';
import { loadUser, user } from '../../shared/store/user';
import { Field } from '../../shared/ui/Field';
import { ACCEPT_BILL, FileInput } from '../../shared/ui/FileInput';
import { MaskedInput } from '../../shared/ui/MaskedInput';
import { Popup } from '../../shared/ui/Popup';
import { Price } from '../../shared/ui/Price';
import { Textarea } from '../../shared/ui/Textarea';
import { CityCombobox } from './CityCombobox';
import type { CheckoutProps } from './index';
import {
  ALL_SOLD_OUT_TEXT,
  BASKET_CHANGED_TEXT,
  BILL,
  CHECKING_ORDER_TEXT,
  CHECK_FAILED_TEXT,
  CHECKOUT_FIELD_CODES,
  COURIER,
  DPD,
  EMPTY_TEXT,
  EMPTY_VALUES,
  FIELD_TITLES,
  FILE_AGAIN_TEXT,
  INITIAL_STEPS,
  LEAVE_TEXT,
  LEAVE_TITLE,
  NO_ORDER_ID_TEXT,
  ORDER_FOUND_TEXT,
  ORDER_PROP_IDS,
  PENDING_KEY,
  PICKUP,
  SOME_SOLD_OUT_TEXT,
  STEP_TITLES,
  STORAGE_KEY,
  SUCCESS_KEY,
  answerWasRead,
  canOrder,
  completeStep,
  deliveryFields,
  dpdPeriod,
  fieldTitle,
  fullAddress,
  mayHaveOrdered,
  missingDelivery,
  missingMessage,
  missingPayment,
  missingPersonal,
  newIdempotencyKey,
  orderFields,
  orderOutcome,
  personType,
  prefill,
  reopenStep,
  restore,
  restorePending,
  serialise,
  serialisePending,
  stepsAfterErrors,
  type CheckoutValues,
  type DeliveryInfo,
  type OrderOutcome,
  type PendingOrder,
  type StepIndex,
  type Steps,
  type TextField,
} from './model';

export const LEAVE_POPUP = 'checkout-leave';
export const ORDER_NEEDS = 'Чтобы оформить заказ, заполните: ';

function readSaved() {
  try {
    return restore(sessionStorage.getItem(STORAGE_KEY));
  } catch {
    return null;
  }
}

function readPending(): PendingOrder | null {
  try {
    return restorePending(sessionStorage.getItem(PENDING_KEY));
  } catch {
    return null;
  }
}

/** After a lost answer: being checked, found (leaving for the order page), or the check failed too. */
type Recovery = { state: 'checking' } | { state: 'found'; orderId: string } | { state: 'failed'; message: string };

function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    /* private mode or storage full: the form still works, only a reload loses it */
  }
}

interface StepProps {
  index: StepIndex;
  state: Steps[number];
  summary: ReactNode;
  onChange(): void;
  headingRef(el: HTMLHeadingElement | null): void;
  children: ReactNode;
}

const STATE_TEXT = { inactive: 'не начат', active: 'заполняется', done: 'заполнен' } as const;

function Step({ index, state, summary, onChange, headingRef, children }: StepProps) {
  const title = STEP_TITLES[index];
  const headingId = `vt-checkout-step-${index + 1}`;
  return (
    <section className={`vt-checkout__step vt-checkout__step--${state}`} aria-labelledby={headingId} aria-current={state === 'active' ? 'step' : undefined}>
      <div className="vt-checkout__step-head">
        <h2 id={headingId} className="vt-checkout__step-title" tabIndex={-1} ref={headingRef}>
          <span className="vt-checkout__step-number" aria-hidden="true">
            {index + 1}
          </span>
          <span>{title}</span>
          <span className="vt-visually-hidden">{`, шаг ${index + 1} из 3, ${STATE_TEXT[state]}`}</span>
        </h2>
        {state === 'done' ? (
          <button type="button" className="vt-checkout__change" aria-label={`Изменить: ${title}`} onClick={onChange}>
            Изменить
          </button>
        ) : null}
      </div>
      {state === 'done' ? <div className="vt-checkout__summary-text">{summary}</div> : null}
      {state === 'active' ? children : null}
    </section>
  );
}

export function Checkout({ basketUrl, catalogUrl, policyUrl, pickupAddress }: CheckoutProps) {
  useSignals();
  const [saved] = useState(readSaved);
  const [values, setValues] = useState<CheckoutValues>(saved?.values ?? EMPTY_VALUES);
  const [steps, setSteps] = useState<Steps>(saved?.steps ?? INITIAL_STEPS);
  const [file, setFile] = useState<File | null>(null);
  const [fileName, setFileName] = useState(saved?.fileName ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [stepMessages, setStepMessages] = useState<[string, string, string]>(['', '', '']);
  const [generalError, setGeneralError] = useState('');
  const [botWarning, setBotWarning] = useState('');
  const [info, setInfo] = useState<OrderResponse | null>(null);
  // The CMS's latest answer for the requests built outside a render (its person types).
  const infoRef = useRef<OrderResponse | null>(null);
  infoRef.current = info;
  /** Spec 3: the first person type the CMS offered in its latest answer. */
  const person = (): string => personType(infoRef.current?.PERSON_TYPE ?? []);
  const [infoError, setInfoError] = useState('');
  const [initialCount, setInitialCount] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<OrderOutcome | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const pendingRef = useRef<PendingOrder | null>(null);
  const [recovery, setRecovery] = useState<Recovery | null>(() => {
    pendingRef.current = readPending();
    return pendingRef.current ? { state: 'checking' } : null;
  });
  const keyRef = useRef(saved?.idempotencyKey || newIdempotencyKey());
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const gateRef = useRef(createSubmitGate());
  const recalcSeq = useRef(0);
  const headings = useRef<(HTMLHeadingElement | null)[]>([null, null, null]);
  const focusStep = useRef<StepIndex | null>(null);

  // Everything typed survives a reload of this tab (the file cannot: only its name is kept).
  useEffect(() => {
    writeStorage(STORAGE_KEY, serialise({ values, steps, fileName, idempotencyKey: keyRef.current }));
  }, [values, steps, fileName]);

  // Every way back to the basket asks first (the breadcrumb, the header's basket), not only our link.
  useEffect(() => {
    const basket = new URL(basketUrl, window.location.href);
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return;
      const to = new URL(link.href, window.location.href);
      if (to.origin !== basket.origin || to.pathname !== basket.pathname) return;
      // The sold-out notice sends the shopper to the basket on purpose.
      if (link.closest('[data-vt-popup-id], .vt-checkout__notice')) return;
      event.preventDefault();
      openPopup(LEAVE_POPUP, link);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [basketUrl]);

  const profile = user.value?.profile ?? null;
  useEffect(() => {
    void loadUser();
  }, []);
  useEffect(() => void track({ kind: 'checkout' }), []);
  useEffect(() => {
    if (profile) setValues((current) => prefill(current, profile));
  }, [profile]);

  useEffect(() => {
    const target = focusStep.current;
    if (target === null) return;
    focusStep.current = null;
    headings.current[target]?.focus();
  }, [steps]);

  /** confirmorder N: delivery prices, pay systems and totals for the form as far as `upTo`; null when it failed. */
  const recalculate = useCallback(async (upTo: StepIndex): Promise<OrderResponse | null> => {
    const seq = ++recalcSeq.current;
    try {
      const result = await makeOrder(orderFields(valuesRef.current, initialCount ?? 0, upTo, person()), { confirm: false, idempotencyKey: keyRef.current });
      if (seq !== recalcSeq.current) return null;
      infoRef.current = result.data;
      setInfo(result.data);
      setInfoError('');
      setInitialCount((count) => count ?? result.data.BASKET_ITEMS_COUNT);
      // An empty basket after a lost answer may be the order itself: the recovery decides.
      if ((result.data.EMPTY_BASKET || result.data.BASKET_ITEMS_COUNT === 0) && !mayHaveOrdered(pendingRef.current, result.data)) {
        setOutcome({ kind: 'empty', soldOut: false });
      }
      return result.data;
    } catch (error) {
      if (seq !== recalcSeq.current) return null;
      setInfoError(errorToFormErrors(error).general || 'Не удалось рассчитать стоимость заказа.');
      return null;
    }
  }, [initialCount]);

  const forgetPending = (): void => {
    pendingRef.current = null;
    writeStorage(PENDING_KEY, null);
  };

  /** The order exists: the order page with its success popup, as after a normal answer. */
  const placed = (orderId: string): void => {
    writeStorage(STORAGE_KEY, null);
    forgetPending();
    writeStorage(SUCCESS_KEY, orderId);
    emit('vitrina:order-created', { orderId, quick: false });
    navigate(orderPageUrl(orderId));
  };

  /**
   * A reload after a confirmed order whose answer never came. The basket still has goods: the order did
   * not arrive and the form goes on. It is empty: the same key asks the server, which answers an order
   * it made with that order (and makes none: the basket is empty).
   */
  const recover = async (): Promise<void> => {
    const pending = pendingRef.current;
    if (!pending) return;
    setRecovery({ state: 'checking' });
    const answer = await recalculate(steps[1] === 'done' ? 1 : 0);
    if (!answer) {
      setRecovery({ state: 'failed', message: CHECK_FAILED_TEXT });
      return;
    }
    if (!mayHaveOrdered(pending, answer)) {
      forgetPending();
      setRecovery(null);
      return;
    }
    try {
      const result = await makeOrder(orderFields(valuesRef.current, pending.initialCount, 2, person()), { confirm: true, idempotencyKey: pending.idempotencyKey });
      const next = orderOutcome(result.data, pending.initialCount);
      if (next.kind === 'created') {
        setRecovery({ state: 'found', orderId: next.orderId });
        placed(next.orderId);
        return;
      }
    } catch (error) {
      if (!answerWasRead(error)) {
        setRecovery({ state: 'failed', message: CHECK_FAILED_TEXT });
        return;
      }
    }
    // The server made no order with that key, and the basket is empty.
    forgetPending();
    setRecovery(null);
    setOutcome({ kind: 'empty', soldOut: false });
  };

  useEffect(() => {
    if (pendingRef.current) void recover();
    else void recalculate(steps[1] === 'done' ? 1 : 0);
    // Once, on arrival: later recalculations follow the shopper's steps.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const setValue = <K extends keyof CheckoutValues>(name: K, value: CheckoutValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  };

  const deliveryInfo: DeliveryInfo = info?.DELIVERY_INFO ?? {};

  const showMissing = (index: StepIndex, missing: readonly string[]): boolean => {
    const message = missingMessage(missing as Parameters<typeof missingMessage>[0], deliveryInfo);
    setStepMessages((current) => {
      const next = [...current] as [string, string, string];
      next[index] = message;
      return next;
    });
    return message === '';
  };

  const advance = (index: StepIndex) => {
    focusStep.current = (index + 1) as StepIndex;
    setSteps((current) => completeStep(current, index));
  };

  const nextFromPersonal = (event: FormEvent) => {
    event.preventDefault();
    if (!showMissing(0, missingPersonal(values))) return;
    advance(0);
  };

  const nextFromDelivery = (event: FormEvent) => {
    event.preventDefault();
    if (!showMissing(1, missingDelivery(values, deliveryInfo))) return;
    advance(1);
    void recalculate(1);
    track({ kind: 'shipping', delivery: info?.DELIVERY.find((entry) => entry.ID === values.DELIVERY_ID)?.NAME ?? values.DELIVERY_ID });
  };

  const change = (index: StepIndex) => {
    focusStep.current = index;
    setSteps((current) => reopenStep(current, index));
    setOutcome((current) => (current?.kind === 'empty' ? current : null));
  };

  const hasFile = file !== null;
  // Without the item count of the start (the first calculation failed) no order can be checked against it.
  const orderAllowed = canOrder(steps, values, hasFile) && outcome?.kind !== 'empty' && initialCount !== null;

  const submit = async () => {
    if (!orderAllowed || !gateRef.current.tryStart()) return;
    const count = initialCount ?? 0;
    setSubmitting(true);
    setGeneralError('');
    setOutcome(null);
    const sent = valuesRef.current;
    try {
      const check = await getBotCheckToken('checkout');
      setBotWarning(check.warning);
      const fields = orderFields(sent, count, 2, person());
      const formOf = (extra: Record<string, string>): FormData => {
        const form = new FormData();
        for (const [key, value] of Object.entries({ ...fields, ...extra })) form.append(key, value);
        if (sent.PAY_SYSTEM_ID === BILL && file) form.append(`ORDER_PROP_${ORDER_PROP_IDS.ACCOUNT_INFO}`, file);
        return form;
      };
      await validateOrder(formOf({ token: check.token }));
      track({ kind: 'payment', payment: info?.PAY_SYSTEM.find((pay) => pay.ID === sent.PAY_SYSTEM_ID)?.NAME ?? sent.PAY_SYSTEM_ID });
      const form = formOf({});
      // Until an answer is read the order may exist: a reload then asks again with this key.
      pendingRef.current = { idempotencyKey: keyRef.current, initialCount: count };
      writeStorage(PENDING_KEY, serialisePending(pendingRef.current));
      const result = await makeOrder(form, { confirm: true, idempotencyKey: keyRef.current });
      const next = orderOutcome(result.data, count);
      if (next.kind === 'created') {
        placed(next.orderId);
        return; // leaving: the button stays busy
      }
      forgetPending();
      setInfo(result.data);
      if (next.kind === 'no-order-id') setGeneralError(NO_ORDER_ID_TEXT);
      else setOutcome(next);
    } catch (error) {
      if (answerWasRead(error)) forgetPending();
      const mapped = errorToFormErrors(error, CHECKOUT_FIELD_CODES);
      setErrors(mapped.fields);
      setGeneralError(mapped.general);
      const names = Object.keys(mapped.fields);
      if (names.length > 0) setSteps((current) => stepsAfterErrors(current, names));
    }
    gateRef.current.finish();
    setSubmitting(false);
  };

  if (recovery) {
    return (
      <div className="vt-checkout vt-checkout--recovery">
        {recovery.state === 'failed' ? (
          <>
            <p className="vt-checkout__notice" role="alert">
              {recovery.message}
            </p>
            <p>
              <button type="button" className="vt-button vt-button--primary vt-checkout__button" onClick={() => void recover()}>
                Проверить ещё раз
              </button>
            </p>
          </>
        ) : (
          <p className="vt-checkout__notice" role="status">
            {recovery.state === 'found' ? ORDER_FOUND_TEXT(recovery.orderId) : CHECKING_ORDER_TEXT}
          </p>
        )}
        {recovery.state === 'found' ? (
          <p>
            <a className="vt-button vt-button--primary vt-checkout__button" href={orderPageUrl(recovery.orderId)}>
              Перейти к заказу
            </a>
          </p>
        ) : null}
      </div>
    );
  }

  if (outcome?.kind === 'empty') {
    return (
      <div className="vt-checkout vt-checkout--empty">
        {outcome.soldOut ? (
          <p className="vt-checkout__notice" role="alert">
            {ALL_SOLD_OUT_TEXT}
          </p>
        ) : null}
        <p className="vt-checkout__empty">{EMPTY_TEXT}</p>
        <p>
          <a className="vt-button vt-button--primary vt-checkout__button" href={catalogUrl}>
            {outcome.soldOut ? 'Перейти в каталог' : 'Вернуться к покупкам'}
          </a>
        </p>
      </div>
    );
  }

  const text = (name: TextField, label: string, options: { required?: boolean; type?: string; autoComplete?: string; inputMode?: 'email' | 'numeric' | 'text' } = {}) => (
    <Field label={label} error={errors[name]} required={options.required}>
      <input
        className="vt-input"
        type={options.type ?? 'text'}
        name={name}
        autoComplete={options.autoComplete}
        inputMode={options.inputMode}
        value={values[name]}
        onChange={(event) => setValue(name, event.target.value)}
      />
    </Field>
  );
  const phone = (name: 'PHONE' | 'PHONE_BILL', label: string) => (
    <Field label={label} error={errors[name]} required>
      <MaskedInput mask="phone" name={name} value={values[name]} onChange={(masked) => setValue(name, masked)} />
    </Field>
  );
  const stepMessage = (index: StepIndex) =>
    stepMessages[index] ? (
      <p className="vt-checkout__missing" role="alert">
        {stepMessages[index]}
      </p>
    ) : null;

  const deliveries = info?.DELIVERY ?? [];
  const chosenDelivery = deliveries.find((entry) => entry.ID === values.DELIVERY_ID);
  const pickup = info?.PICKUP_ADDRESS || pickupAddress;
  const deliveryPeriod = (id: string, period: string) => (id === DPD ? dpdPeriod(info?.DELIVERY_TIME_DPD) || period : period);
  const fieldsOfDelivery = deliveryFields(values.DELIVERY_ID, deliveryInfo);
  const has = (name: TextField) => fieldsOfDelivery.some((field) => field.name === name);
  const needs = (name: TextField) => fieldsOfDelivery.some((field) => field.name === name && field.required);
  const title = (name: TextField) => fieldTitle(name, deliveryInfo);
  const chelSlots = info?.TIME_SLOTS.CHEL ?? [];
  const dpdSlots = info?.TIME_SLOTS.DPD ?? [];
  const checkedDelivery = info?.DELIVERY.find((entry) => entry.CHECKED);

  const timeSelect = (name: 'DELIVERY_TIME_CHEL' | 'DELIVERY_TIME_DPD', slots: readonly string[]) => (
    <Field label={title(name)} error={errors[name]} required={needs(name)}>
      {slots.length > 0 ? (
        <select className="vt-input vt-checkout__select" name={name} value={values[name]} onChange={(event) => setValue(name, event.target.value)}>
          <option value="">Выберите</option>
          {slots.map((slot) => (
            <option key={slot} value={slot}>
              {slot}
            </option>
          ))}
        </select>
      ) : (
        <input className="vt-input" type="text" name={name} value={values[name]} onChange={(event) => setValue(name, event.target.value)} />
      )}
    </Field>
  );

  const personalSummary = (
    <dl className="vt-checkout__facts">
      <div><dt>ФИО</dt><dd>{values.FIO}</dd></div>
      <div><dt>Телефон</dt><dd>{values.PHONE}</dd></div>
      <div><dt>E-mail</dt><dd>{values.EMAIL}</dd></div>
      {values.CALL_BACK ? <div><dt>Звонок</dt><dd>Перезвонить для подтверждения</dd></div> : null}
    </dl>
  );
  const deliverySummary = (
    <dl className="vt-checkout__facts">
      <div><dt>Доставка</dt><dd>{chosenDelivery?.NAME ?? values.DELIVERY_ID}</dd></div>
      <div><dt>Адрес</dt><dd>{values.DELIVERY_ID === PICKUP ? pickup : fullAddress(values)}</dd></div>
      {values.DELIVERY_ID === COURIER ? <div><dt>Дата и время</dt><dd>{`${values.DELIVERY_DATE}, ${values.DELIVERY_TIME_CHEL}`}</dd></div> : null}
      {values.DELIVERY_ID === DPD ? <div><dt>Время доставки DPD</dt><dd>{values.DELIVERY_TIME_DPD}</dd></div> : null}
    </dl>
  );

  return (
    <div className="vt-checkout">
      <div className="vt-checkout__main">
        {outcome && outcome.kind !== 'created' ? (
          <div className="vt-checkout__notice" role="alert">
            <p>{outcome.kind === 'some-sold-out' ? SOME_SOLD_OUT_TEXT : BASKET_CHANGED_TEXT}</p>
            <a className="vt-button vt-button--primary vt-checkout__button" href={basketUrl}>
              Перейти в корзину
            </a>
          </div>
        ) : null}

        <Step index={0} state={steps[0]} summary={personalSummary} onChange={() => change(0)} headingRef={(el) => (headings.current[0] = el)}>
          <form className="vt-checkout__form" noValidate onSubmit={nextFromPersonal}>
            {text('FIO', 'ФИО', { required: true, autoComplete: 'name' })}
            {phone('PHONE', 'Телефон')}
            {text('EMAIL', 'E-mail', { required: true, type: 'email', autoComplete: 'email', inputMode: 'email' })}
            <label className="vt-checkout__check">
              <input type="checkbox" name="CALL_BACK" checked={values.CALL_BACK} onChange={(event) => setValue('CALL_BACK', event.target.checked)} />
              <span>Перезвоните мне для подтверждения заказа</span>
            </label>
            {stepMessage(0)}
            <button type="submit" className="vt-button vt-button--primary vt-checkout__button">
              Далее
            </button>
          </form>
        </Step>

        <Step index={1} state={steps[1]} summary={deliverySummary} onChange={() => change(1)} headingRef={(el) => (headings.current[1] = el)}>
          <form className="vt-checkout__form" noValidate onSubmit={nextFromDelivery}>
            {deliveries.length === 0 ? (
              <p className="vt-checkout__loading" role="status">
                {infoError || 'Загружаем способы доставки…'}
              </p>
            ) : (
              <fieldset className="vt-checkout__choices" aria-invalid={errors.DELIVERY_ID ? true : undefined}>
                <legend className="vt-checkout__legend">Способ доставки</legend>
                {deliveries.map((entry) => (
                  <label key={entry.ID} className={entry.ID === values.DELIVERY_ID ? 'vt-checkout__choice vt-checkout__choice--on' : 'vt-checkout__choice'}>
                    <input type="radio" name="DELIVERY_ID" value={entry.ID} checked={entry.ID === values.DELIVERY_ID} onChange={() => setValue('DELIVERY_ID', entry.ID)} />
                    <span className="vt-checkout__choice-body">
                      <span className="vt-checkout__choice-name">{entry.NAME}</span>
                      <span className="vt-checkout__choice-price">{entry.PRICE === 0 ? 'Бесплатно' : entry.PRICE_FORMATED || formatPrice(entry.PRICE)}</span>
                      {deliveryPeriod(entry.ID, entry.PERIOD_TEXT) ? (
                        <span className="vt-checkout__choice-period">{deliveryPeriod(entry.ID, entry.PERIOD_TEXT)}</span>
                      ) : null}
                      {entry.DESCRIPTION ? <span className="vt-checkout__choice-text">{entry.DESCRIPTION}</span> : null}
                    </span>
                  </label>
                ))}
                {errors.DELIVERY_ID ? (
                  <p className="vt-field__error" role="alert">
                    {errors.DELIVERY_ID}
                  </p>
                ) : null}
              </fieldset>
            )}

            {values.DELIVERY_ID === PICKUP ? (
              <div className="vt-checkout__pickup">
                <p className="vt-checkout__pickup-address">{pickup}</p>
                <p>Склад работает круглосуточно: заказ будет готов к выдаче в течение 24 часов.</p>
              </div>
            ) : null}

            {has('CITY') ? (
              <div className="vt-checkout__address">
                <Field label={title('CITY')} error={errors.CITY} required={needs('CITY')} hint="Начните вводить название и выберите город из списка">
                  {(wiring) => (
                    <CityCombobox
                      {...wiring}
                      value={values.CITY}
                      onType={(typed) => {
                        setValues((current) => ({ ...current, CITY: typed, LOCATION: '' }));
                        setErrors((current) => {
                          const { CITY: _city, ...rest } = current;
                          return rest;
                        });
                      }}
                      onChoose={(city) => {
                        setValues((current) => ({ ...current, CITY: city.NAME_RU, LOCATION: city.CODE, ZIP: city.ZIP || current.ZIP }));
                        valuesRef.current = { ...valuesRef.current, CITY: city.NAME_RU, LOCATION: city.CODE, ZIP: city.ZIP || valuesRef.current.ZIP };
                        void recalculate(0);
                      }}
                    />
                  )}
                </Field>
                {text('STREET', title('STREET'), { required: needs('STREET'), autoComplete: 'address-line1' })}
                <div className="vt-checkout__row">
                  {text('HOUSE', title('HOUSE'), { required: needs('HOUSE') })}
                  {text('APARTMENT', title('APARTMENT'), { required: needs('APARTMENT') })}
                  {text('ZIP', title('ZIP'), { required: needs('ZIP'), autoComplete: 'postal-code', inputMode: 'numeric' })}
                </div>
                {has('DELIVERY_DATE') ? (
                  <div className="vt-checkout__row">
                    <Field label={title('DELIVERY_DATE')} error={errors.DELIVERY_DATE} required={needs('DELIVERY_DATE')} hint={info?.CHEL_DATE ? `Ближайшая дата: ${info.CHEL_DATE}` : undefined}>
                      <MaskedInput mask="date" name="DELIVERY_DATE" autoComplete="off" value={values.DELIVERY_DATE} onChange={(masked) => setValue('DELIVERY_DATE', masked)} />
                    </Field>
                    {timeSelect('DELIVERY_TIME_CHEL', chelSlots)}
                  </div>
                ) : null}
                {has('DELIVERY_TIME_DPD') ? (
                  <div className="vt-checkout__row">
                    {timeSelect('DELIVERY_TIME_DPD', dpdSlots)}
                    {info?.DPD_DATE ? <p className="vt-checkout__hint">{`Срок доставки DPD: ${dpdPeriod(info.DELIVERY_TIME_DPD)}, ориентировочно ${info.DPD_DATE}`}</p> : null}
                  </div>
                ) : null}
              </div>
            ) : null}

            {has('COMMENT') ? (
              <Field label={title('COMMENT')} error={errors.COMMENT} required={needs('COMMENT')}>
                <Textarea name="COMMENT" value={values.COMMENT} onChange={(event) => setValue('COMMENT', event.target.value)} />
              </Field>
            ) : null}
            {stepMessage(1)}
            <button type="submit" className="vt-button vt-button--primary vt-checkout__button">
              Далее
            </button>
          </form>
        </Step>

        <Step index={2} state={steps[2]} summary={null} onChange={() => change(2)} headingRef={(el) => (headings.current[2] = el)}>
          <div className="vt-checkout__form">
            {(info?.PAY_SYSTEM.length ?? 0) === 0 ? (
              <p className="vt-checkout__loading" role="status">
                {infoError || 'Загружаем способы оплаты…'}
              </p>
            ) : (
              <fieldset className="vt-checkout__choices">
                <legend className="vt-checkout__legend">Способ оплаты</legend>
                {info?.PAY_SYSTEM.map((pay) => (
                  <label key={pay.ID} className={pay.ID === values.PAY_SYSTEM_ID ? 'vt-checkout__choice vt-checkout__choice--on' : 'vt-checkout__choice'}>
                    <input type="radio" name="PAY_SYSTEM_ID" value={pay.ID} checked={pay.ID === values.PAY_SYSTEM_ID} onChange={() => setValue('PAY_SYSTEM_ID', pay.ID)} />
                    <span className="vt-checkout__choice-body">
                      <span className="vt-checkout__choice-name">{pay.NAME}</span>
                      {pay.DESCRIPTION ? <span className="vt-checkout__choice-text">{pay.DESCRIPTION}</span> : null}
                    </span>
                  </label>
                ))}
                {errors.PAY_SYSTEM_ID ? (
                  <p className="vt-field__error" role="alert">
                    {errors.PAY_SYSTEM_ID}
                  </p>
                ) : null}
              </fieldset>
            )}
            {values.PAY_SYSTEM_ID === BILL ? (
              <div className="vt-checkout__bill">
                {text('FIO_BILL', 'ФИО плательщика', { required: true, autoComplete: 'name' })}
                {phone('PHONE_BILL', 'Телефон плательщика')}
                {text('EMAIL_BILL', 'E-mail плательщика', { required: true, type: 'email', autoComplete: 'email', inputMode: 'email' })}
                <Field label="Файл с реквизитами" error={errors.ACCOUNT_INFO} required hint={fileName && !file ? FILE_AGAIN_TEXT : 'Форматы .pdf, .doc, .docx, до 30 Мб'}>
                  {(wiring) => (
                    <FileInput
                      id={wiring.id}
                      aria-invalid={wiring['aria-invalid']}
                      aria-describedby={wiring['aria-describedby']}
                      name="ACCOUNT_INFO"
                      accept={ACCEPT_BILL}
                      placeholder={fileName && !file ? `Выберите заново: ${fileName}` : 'Прикрепить файл'}
                      value={file}
                      onChange={(chosen) => {
                        setFile(chosen);
                        setFileName(chosen?.name ?? '');
                        setErrors((current) => {
                          const { ACCOUNT_INFO: _file, ...rest } = current;
                          return rest;
                        });
                      }}
                    />
                  )}
                </Field>
                {missingPayment(values, hasFile).length > 0 ? (
                  <p className="vt-checkout__hint">{`${ORDER_NEEDS}${missingPayment(values, hasFile).map((name) => FIELD_TITLES[name]).join(', ')}`}</p>
                ) : null}
              </div>
            ) : null}
          </div>
        </Step>
      </div>

      <aside className="vt-checkout__aside" aria-labelledby="vt-checkout-total">
        <h2 id="vt-checkout-total" className="vt-checkout__aside-title">
          Ваш заказ
        </h2>
        {info ? (
          <dl className="vt-checkout__totals">
            <div>
              <dt>Товары</dt>
              {/* Before the discount, so that goods − discount + delivery reads as the total below. */}
              <dd data-testid="checkout-goods"><Price value={(info.BASKET_SUM || info.totalSum - info.totalDelivery) + info.totalDiscount} /></dd>
            </div>
            {info.totalDiscount > 0 ? (
              <div>
                <dt>Скидка</dt>
                <dd>−<Price value={info.totalDiscount} /></dd>
              </div>
            ) : null}
            <div>
              <dt>Доставка</dt>
              <dd data-testid="checkout-delivery">{checkedDelivery ? (info.totalDelivery === 0 ? 'Бесплатно' : formatPrice(info.totalDelivery)) : 'на шаге 2'}</dd>
            </div>
            <div className="vt-checkout__total">
              <dt>Итого</dt>
              <dd data-testid="checkout-total"><Price value={info.totalSum} /></dd>
            </div>
          </dl>
        ) : (
          <p className="vt-checkout__loading" role="status">
            {infoError || 'Считаем стоимость…'}
          </p>
        )}
        <button type="button" className="vt-button vt-button--primary vt-checkout__button vt-checkout__order" disabled={!orderAllowed || submitting} aria-busy={submitting || undefined} onClick={() => void submit()}>
          {submitting ? 'Оформляем…' : 'Оформить заказ'}
        </button>
        {generalError ? (
          <p className="vt-checkout__error" role="alert">
            {generalError}
          </p>
        ) : null}
        {botWarning ? <p className="vt-checkout__hint">{botWarning}</p> : null}
        {policyUrl ? (
          <p className="vt-checkout__hint">
            Нажимая «Оформить заказ», вы даёте согласие на{' '}
            <a href={policyUrl} target="_blank" rel="noopener">
              обработку персональных данных
            </a>
            .
          </p>
        ) : null}
        <a
          className="vt-checkout__back"
          href={basketUrl}
          onClick={(event) => {
            event.preventDefault();
            openPopup(LEAVE_POPUP, event.currentTarget);
          }}
        >
          Вернуться в корзину
        </a>
      </aside>

      <Popup id={LEAVE_POPUP} title={LEAVE_TITLE}>
        <p>{LEAVE_TEXT}</p>
        <div className="vt-checkout__popup-actions">
          <button type="button" className="vt-button vt-checkout__button" data-autofocus onClick={() => closePopup(LEAVE_POPUP)}>
            Отменить
          </button>
          <button
            type="button"
            className="vt-button vt-button--primary vt-checkout__button"
            onClick={() => {
              navigate(basketUrl);
            }}
          >
            Подтвердить
          </button>
        </div>
      </Popup>
    </div>
  );
}
