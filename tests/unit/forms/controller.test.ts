import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, ERROR_TEXTS, type ApiResult } from '../../../shared/api/http';
import type { BotCheckResult } from '../../../shared/forms/botcheck';
import { MANAGER_CALL_CODES } from '../../../shared/forms/codes';
import { createForm, type FormIO, type FormOptions } from '../../../shared/forms/controller';
import { BOT_CHECK_UNAVAILABLE, UNEXPECTED_ERROR } from '../../../shared/forms/messages';
import { deferred, type Deferred } from '../async';

/**
 * The form controller against fakes: a server and a bot-check whose answers the test releases, a clock
 * for the throttle. The hook over it is tested through a rendered form (useForm.test.tsx).
 */

type Values = { name: string; phone: string };

const rules = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('Укажите имя')),
  phone: v.pipe(v.string(), v.regex(/^\+7 \(\d{3}\) \d{3}-\d{2}-\d{2}$/, 'Укажите телефон полностью')),
});

const VALID: Values = { name: 'Иван', phone: '+7 (912) 345-67-89' };
const EMPTY: Values = { name: '', phone: '' };
const ANSWER: ApiResult<string> = { data: 'ok', message: 'Скоро с вами свяжется менеджер.' };

interface Sent {
  values: Values;
  token: string;
  answer: Deferred<ApiResult<string>>;
}

function fakeIO() {
  const sent: Sent[] = [];
  const arrivals: (() => void)[] = [];
  const checks: Deferred<BotCheckResult>[] = [];
  const state = { time: 10_000, tokens: 0, holdChecks: false };
  const io: FormIO<Values, string> = {
    submit(values, token) {
      const answer = deferred<ApiResult<string>>();
      sent.push({ values, token, answer });
      for (const arrive of arrivals.splice(0)) arrive();
      return answer.promise;
    },
    botCheck() {
      const check = deferred<BotCheckResult>();
      if (state.holdChecks) checks.push(check);
      else check.resolve({ token: `tok-${++state.tokens}`, warning: '' });
      return check.promise;
    },
    now: () => state.time,
  };
  /** Request number `index` (from 0), once the form has sent it: after its bot-check answered. */
  const request = async (index: number): Promise<Sent> => {
    for (let found = sent[index]; ; found = sent[index]) {
      if (found) return found;
      await new Promise<void>((arrive) => arrivals.push(arrive));
    }
  };
  return { io, sent, checks, state, request };
}

function setup(options: Partial<FormOptions<Values, string>> = {}) {
  const fake = fakeIO();
  const onSuccess = vi.fn<NonNullable<FormOptions<Values, string>['onSuccess']>>();
  const onError = vi.fn<(error: unknown) => void>();
  const form = createForm<Values, string>(fake.io, { initial: EMPTY, rules, codes: MANAGER_CALL_CODES, action: 'manager_call', onSuccess, onError, ...options });
  form.start();
  const fill = (values: Values = VALID) => {
    form.setValue('name', values.name);
    form.setValue('phone', values.phone);
  };
  const last = (): Sent => {
    const request = fake.sent.at(-1);
    if (!request) throw new Error('nothing was sent');
    return request;
  };
  return { form, fill, last, onSuccess, onError, ...fake };
}

const rejection = (code: string, message: string) => new ApiError('rejected', message, '/api/forms/', [{ code, message }]);

describe('createForm', () => {
  it('checks the local rules first: errors on fields, nothing sent, no token asked', async () => {
    const { form, sent, state } = setup();
    form.setValue('phone', '+7 (912');
    await form.submit();
    expect(form.errors.value).toEqual({ name: 'Укажите имя', phone: 'Укажите телефон полностью' });
    expect(sent).toHaveLength(0);
    expect(state.tokens).toBe(0);
    expect(form.submitting.value).toBe(false);
  });

  it('an edit clears that field’s error only', async () => {
    const { form } = setup();
    await form.submit();
    form.setValue('name', 'И');
    expect(form.errors.value).toEqual({ phone: 'Укажите телефон полностью' });
  });

  it('sends the values with a fresh token per submit; on success clears the errors and hands over the values and reset', async () => {
    const { form, fill, last, onSuccess, state, request } = setup({ throttleMs: 0 });
    fill();
    const first = form.submit();
    await request(0);
    expect(form.submitting.value).toBe(true);
    expect(last()).toMatchObject({ values: VALID, token: 'tok-1' });
    last().answer.resolve(ANSWER);
    await first;
    expect(form.submitting.value).toBe(false);
    expect(onSuccess).toHaveBeenCalledTimes(1);
    const [result, helpers] = onSuccess.mock.calls[0]!;
    expect(result).toEqual(ANSWER);
    expect(helpers.values).toEqual(VALID);
    helpers.reset();
    expect(form.values.value).toEqual(EMPTY);

    fill();
    const second = form.submit();
    await request(1);
    expect(last().token).toBe('tok-2');
    last().answer.resolve(ANSWER);
    await second;
    expect(state.tokens).toBe(2);
    expect(onSuccess).toHaveBeenCalledTimes(2);
  });

  it('reset to other values clears every error', async () => {
    const { form } = setup();
    await form.submit();
    form.reset({ name: 'Пётр', phone: '' });
    expect(form.values.value).toEqual({ name: 'Пётр', phone: '' });
    expect(form.errors.value).toEqual({});
    expect(form.generalError.value).toBe('');
  });

  it('a double submit sends once; one in flight or within the throttle is ignored; a later one goes through', async () => {
    const { form, fill, sent, last, state, request } = setup();
    fill();
    const first = form.submit();
    // An ignored submit asks no token (a submit that goes asks at once) and is over at once.
    const twice = form.submit();
    expect(state.tokens).toBe(1);
    await twice;
    await request(0);
    expect(sent).toHaveLength(1);
    const inFlight = form.submit();
    expect(state.tokens).toBe(1);
    await inFlight;
    expect(sent).toHaveLength(1);
    last().answer.reject(rejection('1', 'Неверный телефон'));
    await first;
    expect(form.errors.value).toEqual({ phone: 'Неверный телефон' });
    state.time += 999; // within a second of the first
    const throttled = form.submit();
    expect(state.tokens).toBe(1);
    await throttled;
    expect(sent).toHaveLength(1);
    state.time += 1;
    void form.submit();
    await request(1);
    expect(sent).toHaveLength(2);
    expect(state.tokens).toBe(2);
  });

  it('a rejection marks fields by code, shows the rest, keeps every value and calls onError', async () => {
    const { form, fill, last, onError, onSuccess, request } = setup();
    fill();
    const submitted = form.submit();
    await request(0);
    const error = new ApiError('rejected', 'x', '/api/forms/', [
      { code: '4', message: 'Укажите ФИО' },
      { code: '9', message: 'Проверка на робота не пройдена.' },
    ]);
    last().answer.reject(error);
    await submitted;
    expect(form.errors.value).toEqual({ name: 'Укажите ФИО' });
    expect(form.generalError.value).toBe('Проверка на робота не пройдена.');
    expect(form.values.value).toEqual(VALID);
    expect(form.submitting.value).toBe(false);
    expect(onError).toHaveBeenCalledWith(error);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('other failures give their Russian message; the next submit clears it', async () => {
    const { form, fill, last, state, request } = setup();
    fill();
    const first = form.submit();
    await request(0);
    last().answer.reject(new ApiError('network', ERROR_TEXTS.network, '/api/forms/'));
    await first;
    expect(form.generalError.value).toBe(ERROR_TEXTS.network);
    state.time += 1000;
    const second = form.submit();
    expect(form.generalError.value).toBe('');
    await request(1);
    last().answer.reject(new Error('boom'));
    await second;
    expect(form.generalError.value).toBe(UNEXPECTED_ERROR);
  });

  it('without the bot-check the form is still sent, with an empty token, and says so', async () => {
    const { form, fill, last, io, request } = setup();
    io.botCheck = () => Promise.resolve({ token: '', warning: BOT_CHECK_UNAVAILABLE });
    fill();
    void form.submit();
    await request(0);
    expect(last().token).toBe('');
    expect(form.botCheckWarning.value).toBe(BOT_CHECK_UNAVAILABLE);
  });

  it('values typed while the request is on its way stay; the answer concerns the values sent', async () => {
    const { form, fill, last, onSuccess, request } = setup();
    fill();
    const submitted = form.submit();
    await request(0);
    form.setValue('name', 'Иван Петров');
    last().answer.resolve(ANSWER);
    await submitted;
    expect(form.values.value.name).toBe('Иван Петров');
    expect(onSuccess.mock.calls[0]![1].values).toEqual(VALID);
  });

  it('an answer from before a remount is dropped: only the life the submit began in hears it', async () => {
    const { form, fill, last, onSuccess, request } = setup();
    fill();
    const submitted = form.submit();
    await request(0);
    form.dispose();
    form.start();
    last().answer.resolve(ANSWER);
    await submitted;
    expect(onSuccess).not.toHaveBeenCalled();
  });

  describe('dispose (the view unmounted)', () => {
    it('a success answering late changes nothing and calls nobody', async () => {
      const { form, fill, last, onSuccess, request } = setup();
      fill();
      const submitted = form.submit();
      await request(0);
      form.dispose();
      last().answer.resolve(ANSWER);
      await submitted;
      expect(onSuccess).not.toHaveBeenCalled();
      expect(form.submitting.value).toBe(true);
    });

    it('a failure answering late shows nothing and calls nobody', async () => {
      const { form, fill, last, onError, request } = setup();
      fill();
      const submitted = form.submit();
      await request(0);
      form.dispose();
      last().answer.reject(rejection('1', 'Неверный телефон'));
      await submitted;
      expect(onError).not.toHaveBeenCalled();
      expect(form.errors.value).toEqual({});
      expect(form.generalError.value).toBe('');
    });

    it('during the bot-check: the request already begun is still sent, the warning is not shown', async () => {
      const { form, fill, sent, checks, state, onSuccess, request } = setup();
      state.holdChecks = true;
      fill();
      const submitted = form.submit();
      form.dispose();
      checks[0]!.resolve({ token: '', warning: BOT_CHECK_UNAVAILABLE });
      await request(0);
      expect(sent).toHaveLength(1);
      expect(form.botCheckWarning.value).toBe('');
      sent[0]!.answer.resolve(ANSWER);
      await submitted;
      expect(onSuccess).not.toHaveBeenCalled();
    });
  });
});
