/**
 * The checkout's state and actions: signals the views read, plain functions they call. Every effect on
 * the world (the CMS, the bot-check, session storage, navigation, analytics, the profile, the clock)
 * comes in through `CheckoutIO`, so the races (a double submit, a late recalculation, a reload after a
 * lost answer) are tested with fakes. What the form's rules say is model.ts's.
 */

import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { Fact } from '../../shared/analytics/facts';
import type { ApiResult, FormBody } from '../../shared/api/http';
import { orderPageUrl, type MakeOrderOptions, type OrderResponse } from '../../shared/api/orders';
import type { City } from '../../shared/api/locations';
import type { Profile } from '../../shared/api/user';
import type { BotCheckResult } from '../../shared/forms/botcheck';
import { defineController, readOnly } from '../../shared/controller/controller';
import { createScope, type Scope } from '../../shared/controller/scope';
import { SUBMIT_THROTTLE_MS, createSubmitGate, errorToFormErrors, withoutFieldError } from '../../shared/forms/model';
import {
  BILL,
  CHECK_FAILED_TEXT,
  CHECKOUT_FIELD_CODES,
  EMPTY_VALUES,
  INITIAL_STEPS,
  NO_ORDER_ID_TEXT,
  ORDER_PROP_IDS,
  PENDING_KEY,
  STORAGE_KEY,
  SUCCESS_KEY,
  answerWasRead,
  canOrder,
  deliveryInfoOf,
  completeStep,
  mayHaveOrdered,
  missingDelivery,
  missingMessage,
  missingPersonal,
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
  type FieldName,
  type OrderOutcome,
  type PendingOrder,
  type StepIndex,
  type Steps,
} from './model';

/** The facts the checkout reports (its steps for analytics). */
export type CheckoutFact = Extract<Fact, { kind: 'checkout' | 'shipping' | 'payment' }>;

export interface CheckoutIO {
  /** confirmorder N (a recalculation) or Y (the order). */
  makeOrder(fields: FormBody, options: MakeOrderOptions): Promise<ApiResult<OrderResponse>>;
  validateOrder(fields: FormBody): Promise<ApiResult<undefined>>;
  botCheck(action: string): Promise<BotCheckResult>;
  /** The tab's session storage; it may throw (private mode, storage off), which only costs a reload's memory. */
  storage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  navigate(url: string): void;
  track(fact: CheckoutFact): void;
  /** The order exists: the host page is told (`vitrina:order-created`). */
  orderCreated(orderId: string): void;
  /** The signed-in shopper's profile (null for a guest or until known); `loadProfile` asks for it. */
  profile: ReadonlySignal<Profile | null>;
  loadProfile(): void;
  /** The clock of the submit throttle. */
  now(): number;
  /** A fresh idempotency key (one per order). */
  newKey(): string;
  /** The page whose clicks on a link to the basket ask first, and its address. */
  page: EventTarget;
  here(): string;
  /** Opens the leave question ('Оформление заказа'), focus returning to `link`. */
  askToLeave(link: HTMLElement): void;
}

export interface CheckoutOptions {
  /** Where 'Подтвердить' in the leave question goes. */
  basketUrl: string;
  /** The person type when the CMS's answer offers none (spec 3: 'individual'). */
  personType?: string;
  /** The delivery fields' titles and required flags when the CMS's answer carries no DELIVERY_INFO. */
  deliveryInfo?: DeliveryInfo;
}

/** After a lost answer: being checked, found (leaving for the order page), or the check failed too. */
export type Recovery = { state: 'checking' } | { state: 'found'; orderId: string } | { state: 'failed'; message: string };

/** What the CMS's latest recalculation said. */
export interface Calculation {
  /** Its answer (services, pay systems, totals); null until the first arrives. */
  info: OrderResponse | null;
  /** Why the latest recalculation failed ('' when it did not). */
  error: string;
  /** The basket's item count at the start, which an order is checked against; null until known. */
  initialCount: number | null;
}

/** The messages shown to the shopper. */
export interface Feedback {
  /** Field name to message (the server's codes, cleared by an edit of the field). */
  fields: Record<string, string>;
  /** Each step's list of missing fields ('' when none). */
  steps: readonly [string, string, string];
  /** A message for the whole order. */
  general: string;
  /** The bot-check could not load: the order went without it and says so. */
  botWarning: string;
}

/** The requisites file (pay system 8): no storage keeps the file, only its name survives a reload. */
export interface Requisites {
  file: File | null;
  name: string;
}

const NO_FEEDBACK: Feedback = { fields: {}, steps: ['', '', ''], general: '', botWarning: '' };
const CALCULATION_FAILED = 'Не удалось рассчитать стоимость заказа.';

function read<T>(io: CheckoutIO, key: string, parse: (text: string | null) => T | null): T | null {
  try {
    return parse(io.storage().getItem(key));
  } catch {
    return null;
  }
}

function write(io: CheckoutIO, key: string, value: string | null): void {
  try {
    if (value === null) io.storage().removeItem(key);
    else io.storage().setItem(key, value);
  } catch {
    /* private mode or storage full: the form still works, only a reload loses it */
  }
}

/** The controller's state: what the views read, and what its parts share. */
function createState(io: CheckoutIO, options: CheckoutOptions) {
  // Everything typed survives a reload of this tab (the file cannot: only its name is kept).
  const saved = read(io, STORAGE_KEY, restore);
  const values = signal<CheckoutValues>(saved?.values ?? EMPTY_VALUES);
  const steps = signal<Steps>(saved?.steps ?? INITIAL_STEPS);
  const requisites = signal<Requisites>({ file: null, name: saved?.fileName ?? '' });
  const feedback = signal<Feedback>(NO_FEEDBACK);
  const calculation = signal<Calculation>({ info: null, error: '', initialCount: null });
  const outcome = signal<OrderOutcome | null>(null);
  const memo: Memo = { pending: read(io, PENDING_KEY, restorePending), recalculations: 0 };
  const recovery = signal<Recovery | null>(memo.pending ? { state: 'checking' } : null);
  // Without the item count of the start (the first calculation failed) no order can be checked against it.
  const orderAllowed = computed(
    () => canOrder(steps.value, values.value, requisites.value.file !== null) && outcome.value?.kind !== 'empty' && calculation.value.initialCount !== null,
  );
  return {
    values,
    steps,
    requisites,
    feedback,
    calculation,
    outcome,
    memo,
    recovery,
    orderAllowed,
    submitting: signal(false),
    idempotencyKey: saved?.idempotencyKey || io.newKey(),
    gate: createSubmitGate(SUBMIT_THROTTLE_MS, () => io.now()),
    deliveryInfo: computed<DeliveryInfo>(() => deliveryInfoOf(calculation.value.info, options.deliveryInfo)),
    /** Spec 3: the first person type the CMS offered in its latest answer, else the widget's prop. */
    person: (): string => personType(calculation.peek().info?.PERSON_TYPE ?? [], options.personType),
    setFeedback: (change: Partial<Feedback>): void => {
      feedback.value = { ...feedback.peek(), ...change };
    },
    setCalculation: (change: Partial<Calculation>): void => {
      calculation.value = { ...calculation.peek(), ...change };
    },
  };
}

type State = ReturnType<typeof createState>;

/** What the parts change in place: the unread order, and the count that keeps only the latest recalculation. */
interface Memo {
  /** Set while a confirmed order's answer has not been read (kept in storage too). */
  pending: PendingOrder | null;
  /** Numbers the recalculations: only the latest one's answer is taken. */
  recalculations: number;
}

/** The recalculations (confirmorder N). */
function calculations(io: CheckoutIO, state: State) {
  const { values, steps, calculation, outcome, memo, idempotencyKey, person, setCalculation } = state;
  /** confirmorder N: delivery prices, pay systems and totals for the form as far as `upTo`; null when it failed or a later one was asked. */
  async function recalculate(upTo: StepIndex): Promise<OrderResponse | null> {
    const seq = ++memo.recalculations;
    try {
      const fields = orderFields(values.peek(), calculation.peek().initialCount ?? 0, upTo, person());
      const result = await io.makeOrder(fields, { confirm: false, idempotencyKey });
      if (seq !== memo.recalculations) return null;
      const answer = result.data;
      batch(() => {
        setCalculation({ info: answer, error: '', initialCount: calculation.peek().initialCount ?? answer.BASKET_ITEMS_COUNT });
        // An empty basket after a lost answer may be the order itself: the recovery decides.
        if ((answer.EMPTY_BASKET || answer.BASKET_ITEMS_COUNT === 0) && !mayHaveOrdered(memo.pending, answer)) outcome.value = { kind: 'empty', soldOut: false };
      });
      return answer;
    } catch (error) {
      if (seq !== memo.recalculations) return null;
      setCalculation({ error: errorToFormErrors(error).general || CALCULATION_FAILED });
      return null;
    }
  }

  const recalculateAsSteps = (): Promise<OrderResponse | null> => recalculate(steps.peek()[1] === 'done' ? 1 : 0);

  return { recalculate, recalculateAsSteps };
}

type Calculations = ReturnType<typeof calculations>;

/** The order exists, or is no longer awaited. */
function placement(io: CheckoutIO, state: State) {
  const { memo } = state;
  function forgetPending(): void {
    memo.pending = null;
    write(io, PENDING_KEY, null);
  }

  /** The order exists: the order page with its success popup, as after a normal answer. */
  function placed(orderId: string): void {
    write(io, STORAGE_KEY, null);
    forgetPending();
    write(io, SUCCESS_KEY, orderId);
    io.orderCreated(orderId);
    io.navigate(orderPageUrl(orderId));
  }

  return { forgetPending, placed };
}

type Placement = ReturnType<typeof placement>;

/** The check after a reload whose confirmed order was never answered. */
function recoveryCheck(io: CheckoutIO, state: State, { recalculateAsSteps }: Calculations, { forgetPending, placed }: Placement) {
  const { values, outcome, memo, person } = state;
  const recoveryState = state.recovery;
  /**
   * A reload after a confirmed order whose answer never came. The basket still has goods: the order did
   * not arrive and the form goes on. It is empty: the same key asks the server, which answers an order
   * it made with that order (and makes none: the basket is empty).
   */
  async function recover(): Promise<void> {
    const order = memo.pending;
    if (!order) return;
    recoveryState.value = { state: 'checking' };
    const answer = await recalculateAsSteps();
    if (!answer) {
      recoveryState.value = { state: 'failed', message: CHECK_FAILED_TEXT };
      return;
    }
    if (!mayHaveOrdered(order, answer)) {
      forgetPending();
      recoveryState.value = null;
      return;
    }
    try {
      const result = await io.makeOrder(orderFields(values.peek(), order.initialCount, 2, person()), { confirm: true, idempotencyKey: order.idempotencyKey });
      const next = orderOutcome(result.data, order.initialCount);
      if (next.kind === 'created') {
        recoveryState.value = { state: 'found', orderId: next.orderId };
        placed(next.orderId);
        return;
      }
    } catch (error) {
      if (!answerWasRead(error)) {
        recoveryState.value = { state: 'failed', message: CHECK_FAILED_TEXT };
        return;
      }
    }
    // The server made no order with that key, and the basket is empty.
    forgetPending();
    batch(() => {
      recoveryState.value = null;
      outcome.value = { kind: 'empty', soldOut: false };
    });
  }

  return recover;
}

/** The form's fields and steps. */
function formActions(io: CheckoutIO, state: State, { recalculate }: Calculations) {
  const { values, steps, requisites, feedback, calculation, outcome, deliveryInfo, setFeedback } = state;
  /** Sets one field and clears its server error. */
  function setValue<K extends keyof CheckoutValues>(name: K, value: CheckoutValues[K]): void {
    batch(() => {
      values.value = { ...values.peek(), [name]: value };
      setFeedback({ fields: withoutFieldError(feedback.peek().fields, name) });
    });
  }

  /** The shopper typed in the city field: it is no longer a city from the list. */
  function typeCity(text: string): void {
    batch(() => {
      values.value = { ...values.peek(), CITY: text, LOCATION: '' };
      setFeedback({ fields: withoutFieldError(feedback.peek().fields, 'CITY') });
    });
  }

  /** A city from the list: its location prices every service (an older answer arriving later is dropped). */
  function chooseCity(city: Pick<City, 'CODE' | 'NAME_RU' | 'ZIP'>): Promise<OrderResponse | null> {
    const current = values.peek();
    values.value = { ...current, CITY: city.NAME_RU, LOCATION: city.CODE, ZIP: city.ZIP || current.ZIP };
    return recalculate(0);
  }

  function chooseFile(file: File | null): void {
    batch(() => {
      requisites.value = { file, name: file?.name ?? '' };
      setFeedback({ fields: withoutFieldError(feedback.peek().fields, 'ACCOUNT_INFO') });
    });
  }

  /** Shows a step's missing fields; true when there are none. */
  function checkStep(index: StepIndex, missing: readonly FieldName[]): boolean {
    const message = missingMessage(missing, deliveryInfo.peek());
    const messages = [...feedback.peek().steps] as [string, string, string];
    messages[index] = message;
    setFeedback({ steps: messages });
    return message === '';
  }

  /** 'Далее' on step 1; true when step 2 opened. */
  function completePersonal(): boolean {
    if (!checkStep(0, missingPersonal(values.peek()))) return false;
    steps.value = completeStep(steps.peek(), 0);
    return true;
  }

  /** 'Далее' on step 2: the prices for the chosen service are asked and the step is reported; true when step 3 opened. */
  function completeDelivery(): boolean {
    const current = values.peek();
    if (!checkStep(1, missingDelivery(current, deliveryInfo.peek()))) return false;
    steps.value = completeStep(steps.peek(), 1);
    const info = calculation.peek().info;
    void recalculate(1);
    io.track({ kind: 'shipping', delivery: info?.DELIVERY.find((entry) => entry.ID === current.DELIVERY_ID)?.NAME ?? current.DELIVERY_ID });
    return true;
  }

  /** 'Изменить': the step is active again and later ones reset; an empty basket stays empty. */
  function change(index: StepIndex): void {
    batch(() => {
      steps.value = reopenStep(steps.peek(), index);
      if (outcome.peek()?.kind !== 'empty') outcome.value = null;
    });
  }

  return { setValue, typeCity, chooseCity, chooseFile, completePersonal, completeDelivery, change };
}

/** 'Оформить заказ'. */
function ordering(io: CheckoutIO, state: State, { forgetPending, placed }: Placement) {
  const { values, steps, requisites, calculation, outcome, memo, submitting, idempotencyKey, gate, orderAllowed, person, setFeedback, setCalculation } = state;
  /**
   * 'Оформить заказ': a fresh bot-check token, the validation, then the order with this form's key.
   * A second press while one is on its way or within the throttle sends nothing. Until an answer is
   * read the order may exist: the key is kept in storage so that a reload asks again with it.
   */
  async function submit(): Promise<void> {
    if (!orderAllowed.peek() || !gate.tryStart()) return;
    const count = calculation.peek().initialCount ?? 0;
    const sent = values.peek();
    const file = requisites.peek().file;
    batch(() => {
      submitting.value = true;
      setFeedback({ general: '' });
      outcome.value = null;
    });
    try {
      const check = await io.botCheck('checkout');
      setFeedback({ botWarning: check.warning });
      const fields = orderFields(sent, count, 2, person());
      const formOf = (extra: Record<string, string>): FormData => {
        const form = new FormData();
        for (const [key, value] of Object.entries({ ...fields, ...extra })) form.append(key, value);
        if (sent.PAY_SYSTEM_ID === BILL && file) form.append(`ORDER_PROP_${ORDER_PROP_IDS.ACCOUNT_INFO}`, file);
        return form;
      };
      await io.validateOrder(formOf({ token: check.token }));
      const info = calculation.peek().info;
      io.track({ kind: 'payment', payment: info?.PAY_SYSTEM.find((pay) => pay.ID === sent.PAY_SYSTEM_ID)?.NAME ?? sent.PAY_SYSTEM_ID });
      const form = formOf({});
      memo.pending = { idempotencyKey, initialCount: count };
      write(io, PENDING_KEY, serialisePending(memo.pending));
      const result = await io.makeOrder(form, { confirm: true, idempotencyKey });
      const next = orderOutcome(result.data, count);
      if (next.kind === 'created') {
        placed(next.orderId);
        return; // leaving: the button stays busy
      }
      forgetPending();
      batch(() => {
        setCalculation({ info: result.data });
        if (next.kind === 'no-order-id') setFeedback({ general: NO_ORDER_ID_TEXT });
        else outcome.value = next;
      });
    } catch (error) {
      if (answerWasRead(error)) forgetPending();
      const mapped = errorToFormErrors(error, CHECKOUT_FIELD_CODES);
      batch(() => {
        setFeedback({ fields: mapped.fields, general: mapped.general });
        const names = Object.keys(mapped.fields);
        if (names.length > 0) steps.value = stepsAfterErrors(steps.peek(), names);
      });
    }
    gate.finish();
    submitting.value = false;
  }

  return submit;
}

export type CheckoutController = ReturnType<typeof createCheckout>;

/** A plain left click on a link: the kind that leaves the page in this tab. */
function isPlainClick(event: MouseEvent): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Every way back to the basket asks first (the breadcrumb, the header's basket), not only our link. */
function askBeforeLeaving(scope: Scope, io: CheckoutIO, basketUrl: string): void {
  const basket = new URL(basketUrl, io.here());
  scope.listen<MouseEvent>(io.page, 'click', (event) => {
    if (!isPlainClick(event)) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return;
    const to = new URL(link.href, io.here());
    if (to.origin !== basket.origin || to.pathname !== basket.pathname) return;
    // The sold-out notice sends the shopper to the basket on purpose.
    if (link.closest('[data-vt-popup-id], .vt-checkout__notice')) return;
    event.preventDefault();
    io.askToLeave(link);
  });
}

export function createCheckout(io: CheckoutIO, options: CheckoutOptions) {
  const scope = createScope();
  const state = createState(io, options);
  const { values, steps, requisites, feedback, calculation, outcome, memo, submitting, idempotencyKey, deliveryInfo, orderAllowed } = state;
  const calc = calculations(io, state);
  const place = placement(io, state);
  const recover = recoveryCheck(io, state, calc, place);
  const form = formActions(io, state, calc);
  const submit = ordering(io, state, place);
  const { recalculateAsSteps } = calc;

  /**
   * On arrival: saving what is typed, the 'checkout' step for analytics, a recovery after a lost answer
   * or the first calculation, the profile's prefill, and the question before leaving for the basket.
   */
  function begin(): void {
    scope.effect(() => {
      write(io, STORAGE_KEY, serialise({ values: values.value, steps: steps.value, fileName: requisites.value.name, idempotencyKey }));
    });
    io.loadProfile();
    io.track({ kind: 'checkout' });
    if (memo.pending) void recover();
    else void recalculateAsSteps();
    // After the first request is built: a profile known already fills the form, not that request.
    scope.effect(() => {
      const profile = io.profile.value;
      if (profile) values.value = prefill(values.peek(), profile);
    });
    askBeforeLeaving(scope, io, options.basketUrl);
  }

  /** 'Подтвердить' in the leave question. */
  function leave(): void {
    io.navigate(options.basketUrl);
  }

  return defineController(scope, {
    // State (read by the views).
    ...readOnly({ values, steps, requisites, feedback, calculation, outcome, recovery: state.recovery, submitting }),
    deliveryInfo,
    orderAllowed,
    /** The order page of an order (the recovery's 'Перейти к заказу'). */
    orderUrl: orderPageUrl,
    // Actions.
    recover,
    ...form,
    chooseDelivery: (id: string) => form.setValue('DELIVERY_ID', id),
    choosePaySystem: (id: string) => form.setValue('PAY_SYSTEM_ID', id),
    submit,
    leave,
  }, begin);
}
