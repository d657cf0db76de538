import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendManagerCall } from '../../../shared/api/forms';
import { ERROR_TEXTS, type ApiResult } from '../../../shared/api/http';
import type { BotCheckResult } from '../../../shared/forms/botcheck';
import { MANAGER_CALL_CODES } from '../../../shared/forms/codes';
import { BOT_CHECK_UNAVAILABLE, MANAGER_CALL_SUCCESS } from '../../../shared/forms/messages';
import { useForm } from '../../../shared/forms/useForm';
import { fixtureResponder, formFields, jsonResponse, stubFetch, type FetchStub } from '../api/helpers';
import { act, cleanup, click, getByLabelText, getByRole, queryByText, render, typeInto } from '../ui/render';

const rules = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('Укажите имя')),
  phone: v.pipe(v.string(), v.regex(/^\+7 \(\d{3}\) \d{3}-\d{2}-\d{2}$/, 'Укажите телефон полностью')),
});

interface Props {
  botCheck: (action: string) => Promise<BotCheckResult>;
  onSuccess?: (result: ApiResult<undefined>) => void;
  throttleMs?: number;
}

/** A manager call-back form as a widget would write it. */
function ManagerCallForm({ botCheck, onSuccess, throttleMs }: Props) {
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
    <form onSubmit={(event) => void form.handleSubmit(event)} noValidate>
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

async function waitFor(assertion: () => void, timeoutMs = 2000): Promise<void> {
  const started = performance.now();
  for (;;) {
    try {
      assertion();
      return;
    } catch (error) {
      if (performance.now() - started > timeoutMs) throw error;
    }
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  }
}

const nameInput = () => getByLabelText('Имя') as HTMLInputElement;
const phoneInput = () => getByLabelText('Телефон') as HTMLInputElement;
const submitButton = () => getByRole('button', { name: /Отправ/ });
const errorOf = (field: string) => document.querySelector(`[data-error="${field}"]`)?.textContent ?? '';

function submit(): void {
  const form = submitButton().closest('form');
  act(() => {
    form?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}

function fillValid(): void {
  typeInto(nameInput(), 'Иван');
  typeInto(phoneInput(), '+7 (912) 345-67-89');
}

let tokens: number;
const botCheck = vi.fn(async (): Promise<BotCheckResult> => ({ token: `tok-${++tokens}`, warning: '' }));
let stub: FetchStub;

beforeEach(() => {
  tokens = 0;
  botCheck.mockClear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useForm', () => {
  it('checks the local rules first: errors on fields, nothing sent, no token asked', () => {
    stub = stubFetch(() => jsonResponse({ success: true, data: {} }));
    render(<ManagerCallForm botCheck={botCheck} />);
    typeInto(phoneInput(), '+7 (912');
    submit();
    expect(errorOf('name')).toBe('Укажите имя');
    expect(errorOf('phone')).toBe('Укажите телефон полностью');
    expect(stub.requests).toHaveLength(0);
    expect(botCheck).not.toHaveBeenCalled();
  });

  it('an edit clears that field’s error only', () => {
    stubFetch(() => jsonResponse({ success: true, data: {} }));
    render(<ManagerCallForm botCheck={botCheck} />);
    submit();
    typeInto(nameInput(), 'И');
    expect(errorOf('name')).toBe('');
    expect(errorOf('phone')).toBe('Укажите телефон полностью');
  });

  it('sends the values with a fresh token, then calls onSuccess', async () => {
    stub = stubFetch(() => jsonResponse({ success: true, message: MANAGER_CALL_SUCCESS.text, data: [] }));
    const onSuccess = vi.fn();
    render(<ManagerCallForm botCheck={botCheck} onSuccess={onSuccess} throttleMs={0} />);
    fillValid();
    submit();
    expect(submitButton().textContent).toBe('Отправка…');
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(botCheck).toHaveBeenCalledWith('manager_call');
    expect(formFields(stub.bodies[0] ?? '')).toEqual({ name: 'Иван', phone: '+7 (912) 345-67-89', token: 'tok-1' });
    expect(onSuccess.mock.calls[0]?.[0]).toEqual({ data: undefined, message: 'Скоро с вами свяжется менеджер.' });
    // the manager call form is cleared on success (spec 8)
    expect(nameInput().value).toBe('');
    expect(submitButton().textContent).toBe('Отправить');
    fillValid();
    submit();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(2));
    expect(formFields(stub.bodies[1] ?? '').token).toBe('tok-2');
  });

  it('a rejection marks fields by code, shows the rest, and keeps every value', async () => {
    stubFetch(fixtureResponder('rejected-list.json'));
    render(<ManagerCallForm botCheck={botCheck} />);
    fillValid();
    submit();
    await waitFor(() => expect(errorOf('name')).toBe('Укажите ФИО'));
    expect(errorOf('phone')).toBe('Неверный формат телефона');
    expect(getByRole('alert').textContent).toBe('Проверка на робота не пройдена. Обновите страницу и попробуйте ещё раз.');
    expect(nameInput().value).toBe('Иван');
    expect(phoneInput().value).toBe('+7 (912) 345-67-89');
  });

  it('other failures show their Russian message as the general error', async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    render(<ManagerCallForm botCheck={botCheck} />);
    fillValid();
    submit();
    await waitFor(() => expect(queryByText(ERROR_TEXTS.network)).not.toBeNull());
    expect(nameInput().value).toBe('Иван');
    expect(submitButton().hasAttribute('disabled')).toBe(false);
  });

  it('a double submit sends once; a submit in flight or within a second is ignored; a later one goes through', async () => {
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
    fillValid();
    submit();
    submit();
    await waitFor(() => expect(stub.requests).toHaveLength(1));
    submit(); // still in flight
    release();
    await waitFor(() => expect(errorOf('phone')).toBe('Неверный телефон'));
    submit(); // within a second of the first
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(stub.requests).toHaveLength(1);
    expect(botCheck).toHaveBeenCalledTimes(1);
    skipped = 1001;
    submit();
    await waitFor(() => expect(stub.requests).toHaveLength(2));
    expect(botCheck).toHaveBeenCalledTimes(2);
  });

  it('without the bot-check the form is still sent, with an empty token, and says so', async () => {
    stub = stubFetch(() => jsonResponse({ success: true, data: [] }));
    const onSuccess = vi.fn();
    const unavailable = vi.fn(async (): Promise<BotCheckResult> => ({ token: '', warning: BOT_CHECK_UNAVAILABLE }));
    render(<ManagerCallForm botCheck={unavailable} onSuccess={onSuccess} />);
    fillValid();
    submit();
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(formFields(stub.bodies[0] ?? '').token).toBe('');
    expect(getByRole('status').textContent).toBe('Не удалось загрузить проверку на робота. Заявка будет отправлена без неё.');
  });

  it('uses the configured bot-check by default (none: empty token, no warning)', async () => {
    stub = stubFetch(() => jsonResponse({ success: true, data: [] }));
    function DefaultCheckForm() {
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
    submit();
    await waitFor(() => expect(stub.requests).toHaveLength(1));
    expect(formFields(stub.bodies[0] ?? '')).toEqual({ name: 'Иван', phone: '+7 (912) 345-67-89', token: '' });
  });
});
