import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { getConfig, setConfig } from '../../../shared/config';
import {
  ApiError,
  ERROR_TEXTS,
  apiGet,
  apiPost,
  getSessid,
  parseServerMessage,
  readEnvelope,
  resolveApiUrl,
} from '../../../shared/api/http';
import { sameOriginHref } from '../../../shared/url/same-origin';
import { fixtureResponder, fixtureText, formFields, jsonResponse, stubFetch } from './helpers';

const anything = v.unknown();
const initialConfig = { ...getConfig(), botCheck: { ...getConfig().botCheck } };

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setConfig(initialConfig);
  delete (globalThis as { BX?: unknown }).BX;
});

/** ky waits its back-off between retries on setTimeout: the test's clock runs it at once. */
async function withRetriesRun<T>(call: Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  onTestFinished(() => void vi.useRealTimers());
  const settled = call.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.runAllTimersAsync();
  const outcome = await settled;
  if ('error' in outcome) throw outcome.error;
  return outcome.value;
}

describe('failures become one ApiError kind', () => {
  it('a network error is "network"', async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failure(apiPost('/api/manager_call/', anything, { name: 'Иван' }));
    expect(error.kind).toBe('network');
    expect(error.message).toBe(ERROR_TEXTS.network);
    expect(error.endpoint).toBe('/api/manager_call/');
  });

  it('HTTP 500 with an HTML error page is "http" with the status', async () => {
    stubFetch(fixtureResponder('error-500.html', 500));
    const error = await failure(apiGet('/api/basket/', anything));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(500);
    expect(error.message).toBe(ERROR_TEXTS.http);
  });

  it('HTTP 502 with an empty body is "http" as a 500 page is, on a POST at once and on a GET after its retries', async () => {
    const post = stubFetch(() => new Response(null, { status: 502 }));
    const posted = await failure(apiPost('/api/manager_call/', anything, { name: 'Иван' }));
    expect([posted.kind, posted.status, posted.message]).toEqual(['http', 502, ERROR_TEXTS.http]);
    expect(post.requests).toHaveLength(1);
    const get = stubFetch(() => new Response(null, { status: 502 }));
    const got = await failure(withRetriesRun(apiGet('/api/basket/', anything)));
    expect([got.kind, got.status, got.message]).toEqual(['http', 502, ERROR_TEXTS.http]);
    expect(get.requests).toHaveLength(3);
  });

  it('200 with an HTML page (a login redirect, a PHP notice) is "unreadable"', async () => {
    stubFetch(fixtureResponder('page-200.html'));
    const error = await failure(apiGet('/api/basket/', anything));
    expect(error.kind).toBe('unreadable');
    expect(error.message).toBe(ERROR_TEXTS.unreadable);
  });

  it('an answer of the wrong shape is "unreadable" and the mismatch is logged', async () => {
    stubFetch(() => jsonResponse({ success: true, data: { basket: 'nope' } }));
    const schema = v.object({ basket: v.array(v.string()) });
    const error = await failure(apiGet('/api/basket/', schema));
    expect(error.kind).toBe('unreadable');
    expect(console.error).toHaveBeenCalled();
  });

  it('JSON that is not an envelope (a list, no success key, a bare value) is "unreadable"', () => {
    for (const text of ['[]', '[{"success":true}]', '{"data":{}}', '42', 'null', '"ok"']) {
      const error = (() => {
        try {
          readEnvelope('/api/x/', text, anything);
        } catch (caught) {
          return caught;
        }
        return null;
      })();
      expect(error, text).toBeInstanceOf(ApiError);
      expect((error as ApiError).kind, text).toBe('unreadable');
    }
  });

  it('success false with a JSON list is "rejected" with field errors by code', async () => {
    stubFetch(fixtureResponder('rejected-list.json'));
    const error = await failure(apiPost('/api/cooperation/', anything, { name: '' }));
    expect(error.kind).toBe('rejected');
    expect(error.fieldErrors).toEqual([
      { code: '4', message: 'Укажите ФИО' },
      { code: '1', message: 'Неверный формат телефона' },
      { code: 'token', message: 'Проверка на робота не пройдена. Обновите страницу и попробуйте ещё раз.' },
    ]);
    expect(error.message).toContain('Укажите ФИО');
  });

  it('success false with a JSON object of code to text (login) is "rejected"', async () => {
    stubFetch(fixtureResponder('rejected-login.json'));
    const error = await failure(apiPost('/api/user/auth/', anything, { email: 'a@b.ru', password: 'x' }));
    expect(error.kind).toBe('rejected');
    expect(error.fieldErrors).toEqual([{ code: '5', message: 'Неверный e-mail или пароль' }]);
    expect(error.message).toBe('Неверный e-mail или пароль');
  });

  it('success false with plain text is "rejected" with one error without a code', async () => {
    stubFetch(fixtureResponder('rejected-text.json'));
    const error = await failure(apiGet('/api/basket/', anything));
    expect(error.kind).toBe('rejected');
    expect(error.fieldErrors).toEqual([{ code: '', message: 'Сервис временно недоступен' }]);
    expect(error.message).toBe('Сервис временно недоступен');
  });

  it('a rejection keeps its data (basket quantity errors)', async () => {
    stubFetch(() => jsonResponse({ success: false, message: 'Доступно только 3 шт.', data: { quantity: 3 } }));
    const error = await failure(apiPost('/api/basket/items/change/', anything, { bid: '7', quantity: 9 }));
    expect(error.data).toEqual({ quantity: 3 });
  });

  it('a fetch that never answers is "timeout" after the configured time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => void vi.useRealTimers());
    setConfig({ timeout: 60 });
    stubFetch(() => new Promise<Response>(() => undefined));
    let settled = false;
    const outcome = failure(apiPost('/api/manager_call/', anything, { name: 'Иван' })).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(59);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    const error = await outcome;
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe(ERROR_TEXTS.timeout);
  });

  it('a caller abort is passed through as is, not turned into an ApiError', async () => {
    stubFetch(
      (request) =>
        new Promise<Response>((_, reject) => {
          const abort = () => reject(new DOMException('Aborted', 'AbortError'));
          if (request.signal.aborted) abort();
          request.signal.addEventListener('abort', abort);
        }),
    );
    const controller = new AbortController();
    const call = apiPost('/api/search_query/', anything, { query: 'дв' }, { signal: controller.signal });
    controller.abort();
    const error = await call.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as { name?: string }).name).toBe('AbortError');
  });
});

describe('retries', () => {
  it('a GET is retried on 503 and succeeds', async () => {
    const stub = stubFetch((_, call) => (call < 3 ? new Response('busy', { status: 503 }) : jsonResponse({ success: true, data: 1 })));
    const result = await withRetriesRun(apiGet('/api/basket/', anything));
    expect(result.data).toBe(1);
    expect(stub.requests).toHaveLength(3);
  });

  it('a GET that keeps meeting network errors is tried three times, then "network"', async () => {
    const stub = stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failure(withRetriesRun(apiGet('/api/favorites/', anything)));
    expect(error.kind).toBe('network');
    expect(stub.requests).toHaveLength(3);
  });

  it('a POST is never retried (nothing is sent twice)', async () => {
    const stub = stubFetch(() => new Response('busy', { status: 503 }));
    const error = await failure(apiPost('/api/basket/items/add/', anything, { bid: '1', quantity: 1 }));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(503);
    expect(stub.requests).toHaveLength(1);
  });

  it('a POST that meets a network error is not retried either', async () => {
    const stub = stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await failure(apiPost('/api/orders/quick_order/make/', anything, {}));
    expect(stub.requests).toHaveLength(1);
  });
});

describe('the CMS session token', () => {
  it('is sent as the sessid field and the X-Bitrix-Csrf-Token header from input[name=sessid]', async () => {
    document.body.innerHTML = '<form><input type="hidden" name="sessid" value="f00dcafe"></form>';
    const stub = stubFetch(() => jsonResponse({ success: true, data: {} }));
    await apiPost('/api/manager_call/', anything, { name: 'Иван', phone: '+7 (912) 345-67-89' });
    const request = stub.requests[0];
    expect(request?.headers.get('X-Bitrix-Csrf-Token')).toBe('f00dcafe');
    expect(formFields(stub.bodies[0] ?? '')).toEqual({ name: 'Иван', phone: '+7 (912) 345-67-89', sessid: 'f00dcafe' });
  });

  it('prefers window.BX.bitrix_sessid(), read at request time', async () => {
    document.body.innerHTML = '<input type="hidden" name="sessid" value="from-input">';
    const stub = stubFetch(() => jsonResponse({ success: true, data: {} }));
    (globalThis as { BX?: unknown }).BX = { bitrix_sessid: () => 'from-bx' };
    await apiPost('/api/favorites/items/add/', anything, { id: '5' });
    expect(stub.requests[0]?.headers.get('X-Bitrix-Csrf-Token')).toBe('from-bx');
    expect(formFields(stub.bodies[0] ?? '').sessid).toBe('from-bx');
  });

  it('goes into the JSON body of the catalogue settings', async () => {
    document.body.innerHTML = '<input type="hidden" name="sessid" value="s1">';
    const stub = stubFetch(() => jsonResponse({ success: true, data: [] }));
    await apiPost('/api/catalog/settings/sort/', anything, { sort: 2 }, { json: true });
    expect(stub.requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(stub.bodies[0] ?? '')).toEqual({ sort: 2, sessid: 's1' });
  });

  it('is not sent when the page has none, and never on GET', async () => {
    const stub = stubFetch(() => jsonResponse({ success: true, data: {} }));
    await apiPost('/api/manager_call/', anything, { name: 'Иван' });
    expect(stub.requests[0]?.headers.has('X-Bitrix-Csrf-Token')).toBe(false);
    expect(formFields(stub.bodies[0] ?? '')).toEqual({ name: 'Иван' });
    document.body.innerHTML = '<input type="hidden" name="sessid" value="s1">';
    await apiGet('/api/basket/', anything);
    expect(stub.requests[1]?.headers.has('X-Bitrix-Csrf-Token')).toBe(false);
    expect(stub.requests[1]?.url).toBe(new URL('/api/basket/', location.href).href);
  });

  it('a broken BX falls back to the input', () => {
    document.body.innerHTML = '<input type="hidden" name="sessid" value="from-input">';
    (globalThis as { BX?: unknown }).BX = {
      bitrix_sessid: () => {
        throw new Error('broken');
      },
    };
    expect(getSessid()).toBe('from-input');
  });
});

describe('request bodies', () => {
  it('sends booleans as Y/N, skips undefined, sends null as empty and files as files', async () => {
    const stub = stubFetch(() => jsonResponse({ success: true, data: {} }));
    await apiPost('/api/reviews/add/', anything, {
      name: 'Мария',
      subscription: true,
      confirm: false,
      skipped: undefined,
      empty: null,
      photo: new File(['x'], 'door.jpg', { type: 'image/jpeg' }),
    });
    expect(formFields(stub.bodies[0] ?? '')).toEqual({ name: 'Мария', subscription: 'Y', confirm: 'N', empty: '', photo: 'file:door.jpg' });
  });

  it('answers the data and the success message', async () => {
    stubFetch(() => jsonResponse({ success: true, message: 'Скоро с вами свяжется менеджер.', data: [] }));
    const result = await apiPost('/api/manager_call/', anything, {});
    expect(result).toEqual({ data: [], message: 'Скоро с вами свяжется менеджер.' });
  });
});

describe('parseServerMessage', () => {
  it('reads a list, an object of code to text, plain text and nothing', () => {
    expect(parseServerMessage(JSON.parse(fixtureText('rejected-login.json')).message)).toEqual([
      { code: '5', message: 'Неверный e-mail или пароль' },
    ]);
    expect(parseServerMessage('[{"code":12,"message":"Неверный код"}]')).toEqual([{ code: '12', message: 'Неверный код' }]);
    expect(parseServerMessage('["Ошибка один", "Ошибка два"]')).toEqual([
      { code: '', message: 'Ошибка один' },
      { code: '', message: 'Ошибка два' },
    ]);
    expect(parseServerMessage('{"code":"4","message":"Укажите ФИО"}')).toEqual([{ code: '4', message: 'Укажите ФИО' }]);
    expect(parseServerMessage('{"2": ["Короткий пароль", "Нет цифр"]}')).toEqual([
      { code: '2', message: 'Короткий пароль' },
      { code: '2', message: 'Нет цифр' },
    ]);
    expect(parseServerMessage('[broken json')).toEqual([{ code: '', message: '[broken json' }]);
    expect(parseServerMessage('   ')).toEqual([]);
    expect(parseServerMessage(undefined)).toEqual([]);
    expect(parseServerMessage([{ CODE: 'X', MESSAGE: 'Текст' }])).toEqual([{ code: 'X', message: 'Текст' }]);
  });
});

describe('URLs', () => {
  it('resolves API paths against the configured base', () => {
    expect(resolveApiUrl('/api/basket/')).toBe(new URL('/api/basket/', location.href).href);
    setConfig({ apiBase: 'https://shop.example/bitrix/api' });
    expect(resolveApiUrl('/api/basket/items/add/')).toBe('https://shop.example/bitrix/api/basket/items/add/');
    expect(resolveApiUrl('https://elsewhere.example/x/')).toBe('https://elsewhere.example/x/');
  });

  it('keeps redirect targets on this site only', () => {
    expect(sameOriginHref('/personal/private/')).toBe(new URL('/personal/private/', location.href).href);
    expect(sameOriginHref('https://evil.example/')).toBeNull();
    expect(sameOriginHref('javascript:alert(1)')).toBeNull();
    expect(sameOriginHref('//evil.example/x')).toBeNull();
    expect(sameOriginHref('')).toBeNull();
    expect(sameOriginHref(42)).toBeNull();
  });
});
