import { useSignals } from '@preact/signals-react/runtime';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendManagerCall } from '../../../shared/api/forms';
import { ERROR_TEXTS, type ApiResult } from '../../../shared/api/http';
import type { BotCheckResult } from '../../../shared/forms/botcheck';
import { MANAGER_CALL_CODES } from '../../../shared/forms/codes';
import { BOT_CHECK_UNAVAILABLE, MANAGER_CALL_SUCCESS } from '../../../shared/forms/messages';
import { useForm } from '../../../shared/forms/useForm';
import { fixtureResponder, formFields, jsonResponse, stubFetch, type FetchStub } from '../api/helpers';

const rules = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('Укажите имя')),
  phone: v.pipe(v.string(), v.regex(/^\+7 \(\d{3}\) \d{3}-\d{2}-\d{2}$/, 'Укажите телефон полностью')),
});

interface Props {
  botCheck: (action: string) => Promise<BotCheckResult>;
  onSuccess?: (result: ApiResult<undefined>) => void;
  throttleMs?: number;
}

/** The last submit's own promise (the form's onSubmit leaves it to no one, as a widget's does). */
let submitted: Promise<void> = Promise.resolve();

/** A manager call-back form as a widget would write it. */
function ManagerCallForm({ botCheck, onSuccess, throttleMs }: Props) {
  useSignals();
  const form = useForm({
    initial: { name: '', phone: '' },
    rules,
    codes: MANAGER_CALL_CODES,
    action: 'manager_call',
    botCheck,
    throttleMs,
    submit: (values, token) => sendManagerCall({ ...values, token }),
    onSuccess: (result, helpers) => {
      helpers.reset();
      onSuccess?.(result);
    },
  });
  return (
    <form onSubmit={(event) => void (submitted = form.handleSubmit(event))} noValidate>
      <label>
        Имя
        <input name="name" value={form.values.name} onChange={(event) => form.setValue('name', event.target.value)} aria-invalid={Boolean(form.errors.name)} />
      </label>
      {form.errors.name ? <p data-error="name">{form.errors.name}</p> : null}
      <label>
        Телефон
        <input name="phone" type="tel" value={form.values.phone} onChange={(event) => form.setValue('phone', event.target.value)} />
      </label>
      {form.errors.phone ? <p data-error="phone">{form.errors.phone}</p> : null}
      {form.generalError ? <div role="alert">{form.generalError}</div> : null}
      {form.botCheckWarning ? <p role="status">{form.botCheckWarning}</p> : null}
      <button type="submit" disabled={form.submitting}>
        {form.submitting ? 'Отправка…' : 'Отправить'}
      </button>
    </form>
  );
}

const nameInput = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Имя' });
const phoneInput = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Телефон' });
const submitButton = () => screen.getByRole('button', { name: /Отправ/ });
const errorOf = (field: string) => document.querySelector(`[data-error="${field}"]`)?.textContent ?? '';

/**
 * A submit straight on the form, whatever its button shows: the hook must ignore one in flight or
 * within the throttle itself, since not every widget disables its button (this one does).
 */
function submitForm(): void {
  fireEvent.submit(submitButton().closest('form')!);
}

async function fillValid(user: UserEvent): Promise<void> {
  await user.type(nameInput(), 'Иван');
  await user.type(phoneInput(), '+7 (912) 345-67-89');
}

let tokens: number;
const botCheck = vi.fn(async (): Promise<BotCheckResult> => ({ token: `tok-${++tokens}`, warning: '' }));
let stub: FetchStub;

beforeEach(() => {
  tokens = 0;
  botCheck.mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useForm', () => {
  it('checks the local rules first: errors on fields, nothing sent, no token asked', async () => {
    const user = userEvent.setup();
    stub = stubFetch(() => jsonResponse({ success: true, data: {} }));
    render(<ManagerCallForm botCheck={botCheck} />);
    await user.type(phoneInput(), '+7 (912');
    await user.click(submitButton());
    expect(errorOf('name')).toBe('Укажите имя');
    expect(errorOf('phone')).toBe('Укажите телефон полностью');
    expect(stub.requests).toHaveLength(0);
    expect(botCheck).not.toHaveBeenCalled();
  });

  it('an edit clears that field’s error only', async () => {
    const user = userEvent.setup();
    stubFetch(() => jsonResponse({ success: true, data: {} }));
    render(<ManagerCallForm botCheck={botCheck} />);
    await user.click(submitButton());
    await user.type(nameInput(), 'И');
    expect(errorOf('name')).toBe('');
    expect(errorOf('phone')).toBe('Укажите телефон полностью');
  });

  it('sends the values with a fresh token, then calls onSuccess', async () => {
    const user = userEvent.setup();
    // The server answers once the test has seen the form waiting for it.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    stub = stubFetch(async () => {
      await answered;
      return jsonResponse({ success: true, message: MANAGER_CALL_SUCCESS.text, data: [] });
    });
    const onSuccess = vi.fn();
    render(<ManagerCallForm botCheck={botCheck} onSuccess={onSuccess} throttleMs={0} />);
    await fillValid(user);
    await user.click(submitButton());
    expect(submitButton().textContent).toBe('Отправка…');
    answer();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(botCheck).toHaveBeenCalledWith('manager_call');
    expect(formFields(stub.bodies[0] ?? '')).toEqual({ name: 'Иван', phone: '+7 (912) 345-67-89', token: 'tok-1' });
    expect(onSuccess.mock.calls[0]?.[0]).toEqual({ data: undefined, message: 'Скоро с вами свяжется менеджер.' });
    // the manager call form is cleared on success (spec 8)
    expect(nameInput().value).toBe('');
    expect(submitButton().textContent).toBe('Отправить');
    await fillValid(user);
    await user.click(submitButton());
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(2));
    expect(formFields(stub.bodies[1] ?? '').token).toBe('tok-2');
  });

  it('a rejection marks fields by code, shows the rest, and keeps every value', async () => {
    const user = userEvent.setup();
    stubFetch(fixtureResponder('rejected-list.json'));
    render(<ManagerCallForm botCheck={botCheck} />);
    await fillValid(user);
    await user.click(submitButton());
    await waitFor(() => expect(errorOf('name')).toBe('Укажите ФИО'));
    expect(errorOf('phone')).toBe('Неверный формат телефона');
    expect(screen.getByRole('alert').textContent).toBe('Проверка на робота не пройдена. Обновите страницу и попробуйте ещё раз.');
    expect(nameInput().value).toBe('Иван');
    expect(phoneInput().value).toBe('+7 (912) 345-67-89');
  });

  it('other failures show their Russian message as the general error', async () => {
    const user = userEvent.setup();
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    render(<ManagerCallForm botCheck={botCheck} />);
    await fillValid(user);
    await user.click(submitButton());
    expect(await screen.findByText(ERROR_TEXTS.network)).toBeTruthy();
    expect(nameInput().value).toBe('Иван');
    expect(submitButton().hasAttribute('disabled')).toBe(false);
  });

  it('a double submit sends once; a submit in flight or within a second is ignored; a later one goes through', async () => {
    const user = userEvent.setup();
    const realNow = Date.now.bind(Date);
    let skipped = 0;
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + skipped);
    let release: () => void = () => undefined;
    stub = stubFetch(
      () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(jsonResponse({ success: false, message: '[{"code":"1","message":"Неверный телефон"}]' }));
        }),
    );
    render(<ManagerCallForm botCheck={botCheck} />);
    await fillValid(user);
    submitForm();
    submitForm();
    await waitFor(() => expect(stub.requests).toHaveLength(1));
    submitForm(); // still in flight
    release();
    await waitFor(() => expect(errorOf('phone')).toBe('Неверный телефон'));
    submitForm(); // within a second of the first
    // A submit that goes asks for its token at once; this one is over at once.
    expect(botCheck).toHaveBeenCalledTimes(1);
    await act(() => submitted);
    expect(stub.requests).toHaveLength(1);
    skipped = 1001;
    submitForm();
    await waitFor(() => expect(stub.requests).toHaveLength(2));
    expect(botCheck).toHaveBeenCalledTimes(2);
  });

  it('without the bot-check the form is still sent, with an empty token, and says so', async () => {
    const user = userEvent.setup();
    stub = stubFetch(() => jsonResponse({ success: true, data: [] }));
    const onSuccess = vi.fn();
    const unavailable = vi.fn(async (): Promise<BotCheckResult> => ({ token: '', warning: BOT_CHECK_UNAVAILABLE }));
    render(<ManagerCallForm botCheck={unavailable} onSuccess={onSuccess} />);
    await fillValid(user);
    await user.click(submitButton());
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(formFields(stub.bodies[0] ?? '').token).toBe('');
    expect(screen.getByRole('status').textContent).toBe('Не удалось загрузить проверку на робота. Заявка будет отправлена без неё.');
  });

  it('uses the configured bot-check by default (none: empty token, no warning)', async () => {
    const user = userEvent.setup();
    stub = stubFetch(() => jsonResponse({ success: true, data: [] }));
    function DefaultCheckForm() {
      useSignals();
      const form = useForm({
        initial: { name: 'Иван', phone: '+7 (912) 345-67-89' },
        action: 'manager_call',
        submit: (values, token) => sendManagerCall({ ...values, token }),
      });
      return (
        <form onSubmit={(event) => void form.handleSubmit(event)}>
          <button type="submit">Отправить</button>
        </form>
      );
    }
    render(<DefaultCheckForm />);
    await user.click(submitButton());
    await waitFor(() => expect(stub.requests).toHaveLength(1));
    expect(formFields(stub.bodies[0] ?? '')).toEqual({ name: 'Иван', phone: '+7 (912) 345-67-89', token: '' });
  });
});
